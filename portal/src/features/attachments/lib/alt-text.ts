/** "screenshot 1 of 2 on Dark mode": what each image is, for its alt text and the lightbox title. */
export function altText(index: number, total: number, label: string): string {
  return `screenshot ${index + 1} of ${total} on ${label}`;
}
