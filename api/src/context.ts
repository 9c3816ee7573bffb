/** What every route can reach: the database, the configuration and the shared services. */

import type Stripe from 'stripe';
import type { Db, Engine } from './db/engine';
import type { UserRow } from './db/schema';
import type { ResolveTxt } from './domains/custom-domains/custom-domains';
import type { OutboxWorker } from './domains/delivery/outbox-worker';
import type { LiveHub } from './domains/live/live-events';
import type { DigestTimer } from './domains/notifications/digest-timer';
import type { Notifier } from './domains/notifications/notifications';
import type { SessionSigner } from './domains/users/session';
import type { Config } from './env';
import type { RateLimiter } from './lib/rate-limit';
import type { ReadCache } from './lib/read-cache';

export interface AppDeps {
  /** The database engine; `db` is its drizzle database. */
  engine: Engine;
  db: Db;
  config: Config;
  signer: SessionSigner;
  /** Signs and checks anonymous visitor ids (derived from the session secret). */
  visitorKey: Buffer;
  limiter: RateLimiter;
  /** Public reads, invalidated by any committed write. */
  cache: ReadCache;
  /** The Stripe client, or null when billing is not configured (billing calls answer 503). */
  stripe: Stripe | null;
  /** Sends queued e-mail; wake() it after queuing so the message goes out at once. */
  outbox: OutboxWorker;
  /** Idea notifications: queues followers' e-mails with a status change or a team reply. */
  notifications: Notifier;
  /** Signs and checks the one-click unsubscribe tokens (derived from the session secret). */
  unsubscribeKey: Buffer;
  /** The owners' daily digest, looked for in this process. */
  digest: DigestTimer;
  /** Live vote and comment counts for the boards' event streams. */
  live: LiveHub;
  /** TXT lookups for custom-domain checks (DNS_SERVERS, else the system's); tests may stub it. */
  resolveTxt: ResolveTxt;
  /** Set on SIGTERM: readiness then fails, so a load balancer stops sending new requests. */
  lifecycle: { draining: boolean };
}

export interface AppEnv {
  Variables: {
    /** The signed-in user, or null; set by the session middleware on the cookie API's requests. */
    user: UserRow | null;
    /** The sessions row the cookie names, or null (signed out, or signed in by an identify bearer). */
    sessionId: number | null;
    /** The company an identify bearer was issued for, when one signed `user` in (domains/identify/identify-bearer.ts). */
    bearerCompanyId: number | null;
    /** The board this host serves when it is a verified custom domain, else null (http/tenant-host.ts). */
    tenantBoard: string | null;
  };
}
