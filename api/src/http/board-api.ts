/**
 * The public board's API: what a visitor's browser calls on a company's verified custom domain
 * (reading the board, voting, submitting, commenting, signing themselves in and out). Nothing
 * else answers on such a host (http/tenant-host.ts), and a session signed in there works
 * for these calls alone, wherever it is presented (http/session.ts): the company controls
 * its domain's DNS, so what is typed there must never reach an account's settings or another
 * company's dashboard.
 */
const BOARD_API: [method: string, path: RegExp][] = [
  ['GET', /^\/api\/(health|ready)$/],
  ['GET', /^\/api\/auth\/me$/],
  ['POST', /^\/api\/auth\/(login|signup|logout|forgot-password|reset-password)$/],
  ['GET', /^\/api\/companies\/[^/]+(\/(stats|features|roadmap|events|similar))?$/],
  ['POST', /^\/api\/companies\/[^/]+\/usage$/],
  ['POST', /^\/api\/features(\/anonymous)?$/],
  ['GET', /^\/api\/features\/\d+(\/comments)?$/],
  ['POST', /^\/api\/features\/\d+\/(vote|anonymous-vote|comments)$/],
  ['GET', /^\/api\/notifications\/unsubscribe$/],
  ['POST', /^\/api\/notifications\/(unsubscribe|resubscribe)$/],
];

export function isBoardApiCall(method: string, path: string): boolean {
  const asked = method === 'HEAD' ? 'GET' : method;
  return BOARD_API.some(([allowed, pattern]) => allowed === asked && pattern.test(path));
}
