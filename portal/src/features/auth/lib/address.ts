/**
 * The board address the sign-up form proposes from the company name (issue 26): lowercase words
 * joined by hyphens, as people write web addresses. The owner may edit it; the server checks it.
 */
const MAX_ADDRESS = 48;

export function proposeAddress(companyName: string): string {
  return companyName
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_ADDRESS)
    .replace(/^-+|-+$/g, '');
}
