/** Company slugs: the server owns them (DESIGN.md section 3). */

const MAX_SLUG = 48;

/** Lowercase, spaces to underscores, anything but a-z 0-9 _ - dropped; '' when nothing usable is left. */
export function slugify(input: string): string {
  return input
    .normalize('NFKD')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '_')
    .replace(/[^a-z0-9_-]/g, '')
    .replace(/_{2,}/g, '_')
    .slice(0, MAX_SLUG)
    .replace(/^[-_]+|[-_]+$/g, '');
}

/** The first of base, base-2, base-3… that `isTaken` refuses, padded to the 2-character minimum. */
export function uniqueSlug(base: string, isTaken: (slug: string) => boolean): string {
  let root = base.length >= 2 ? base : `${base || 'company'}-page`.replace(/^-/, '');
  root = root.slice(0, MAX_SLUG);
  if (!isTaken(root)) return root;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${root.slice(0, MAX_SLUG - suffix.length)}${suffix}`;
    if (!isTaken(candidate)) return candidate;
  }
}
