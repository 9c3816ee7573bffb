/**
 * The board this host serves at `/`, on a company's verified custom domain (White-label,
 * CUSTOM_DOMAINS=on): the server names it in index.html's `<meta name="sayso-board">`
 * (api/src/http/static-files.ts). Null on Sayso's own address.
 */
export function hostBoardSlug(doc: Pick<Document, 'querySelector'> = document): string | null {
  const slug = doc.querySelector('meta[name="sayso-board"]')?.getAttribute('content');
  return slug ? slug : null;
}
