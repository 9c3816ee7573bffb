/**
 * On a company's verified custom domain (CUSTOM_DOMAINS=on) the API answers the public
 * board's group only (`boardCalls`, app.ts): account, billing and company management never
 * answer there (404), since the company controls that domain's DNS. Notes the board the host
 * serves (`tenantBoard`) for the sign-in, which makes a board-only session there
 * (domains/accounts/sign-in.ts).
 */
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';
import { type HostBoards, hostName } from '../domains/custom-domains/custom-domains';
import { ApiError } from '../lib/errors';
import { requestHost } from '../lib/request-host';

export function tenantHostMiddleware(
  publicUrl: string,
  hostBoards: HostBoards | null,
  { boardCalls }: { boardCalls: boolean },
) {
  const mainHost = hostName(new URL(publicUrl).host);
  return createMiddleware<AppEnv>(async (c, next) => {
    const host = requestHost(c);
    // The server's own names are never a tenant's: no lookup for them.
    const board =
      hostBoards && host !== mainHost && host !== 'localhost' ? await hostBoards.slugFor(host) : null;
    c.set('tenantBoard', board);
    if (board !== null && !boardCalls) throw new ApiError(404, 'Not found');
    await next();
  });
}
