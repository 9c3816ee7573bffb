/**
 * A username from an email's local part (the /auth register flow): lowercase, any character
 * other than a-z 0-9 _ - replaced by '_', cut to 32, padded with '_' to at least 3.
 */
export function usernameFromEmail(email: string): string {
  const local = email.trim().split('@')[0] ?? '';
  const cleaned = local
    .toLowerCase()
    .replace(/[^a-z0-9_-]/g, '_')
    .slice(0, 32);
  return cleaned.padEnd(3, '_');
}

/** The slug the /auth page proposes: lowercase, spaces to underscores (the server owns the final one). */
export function slugFromCompanyName(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '_');
}

/** '{company} - Feedback collection page', the description /auth gives a new company. */
export function defaultCompanyDescription(company: string): string {
  return `${company.trim()} - Feedback collection page`;
}
