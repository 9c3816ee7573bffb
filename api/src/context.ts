/** What every route can reach: the database, the configuration and the shared services. */

import type { Db } from './db/client';
import type { UserRow } from './db/schema';
import type { Config } from './env';
import type { RateLimiter } from './lib/rate-limit';
import type { SessionSigner } from './services/session';

export interface AppDeps {
  db: Db;
  config: Config;
  signer: SessionSigner;
  limiter: RateLimiter;
  uploadsDir: string;
}

export interface AppEnv {
  Variables: {
    /** The signed-in user, or null; set by the session middleware on every /api request. */
    user: UserRow | null;
  };
}
