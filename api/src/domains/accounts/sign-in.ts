/**
 * Starting a session for a browser: a sessions row bound to the host the request came to, and
 * the cookie naming it. Signed in on a company's custom domain, the session is for that
 * board's calls only (the board group in app.ts).
 */
import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import { setSessionCookie } from '../../lib/cookies';
import { deviceSummary } from '../../lib/device-summary';
import { requestHost } from '../../lib/request-host';
import { startSession } from '../users/session-store';

export async function signIn(
  c: Context<AppEnv>,
  { db, signer, config }: Pick<AppDeps, 'db' | 'signer' | 'config'>,
  userId: number,
): Promise<void> {
  const host = requestHost(c);
  const session = await startSession(db, userId, host, deviceSummary(c.req.header('user-agent')));
  const boardOnly = c.get('tenantBoard') !== null;
  setSessionCookie(c, config, await signer.sign({ userId, sessionId: session.id, host, boardOnly }));
}
