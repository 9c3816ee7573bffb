/** An entry's date as a reader expects it ("March 4, 2026"), in the reader's own time zone. */
export function publishedDate(iso: string, timeZone?: string): string {
  return new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone,
  });
}
