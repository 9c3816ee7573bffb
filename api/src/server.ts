/** Assembles the app from a configuration: database, secrets, limiter, demo data. */
import { createApp } from './app';
import type { AppDeps } from './context';
import { type Db, type Engine, openEngine } from './db/engine';
import { billingSettings, createStripeClient } from './domains/billing/stripe-client';
import { ChangelogScheduler } from './domains/changelog/scheduler';
import { txtResolver } from './domains/custom-domains/custom-domains';
import { importUploadFiles } from './domains/data/upload-import';
import { OutboxWorker } from './domains/delivery/outbox-worker';
import { InProcessTransport, LiveHub, type LiveTransport } from './domains/live/live-events';
import { PostgresTransport } from './domains/live/live-events-postgres';
import { backfillRenderedMarkdown } from './domains/markdown/markdown-backfill';
import { DigestTimer } from './domains/notifications/digest-timer';
import { Notifier } from './domains/notifications/notifications';
import { unsubscribeKey } from './domains/notifications/unsubscribe-tokens';
import { createMailer } from './domains/outbox/mailer';
import { createSessionSigner, resolveJwtSecret } from './domains/users/session';
import type { Config } from './env';
import { visitorIdKey } from './lib/cookies';
import { RateLimiter } from './lib/rate-limit';
import { ReadCache } from './lib/read-cache';
import { seedDemo, shouldSeed } from './ops/seed';

export interface Sayso {
  app: ReturnType<typeof createApp>;
  deps: AppDeps;
  engine: Engine;
  db: Db;
  /** Publishes scheduled changelog entries when their time comes (every replica looks). */
  changelog: ChangelogScheduler;
  /**
   * Stops the digest timer, the changelog scheduler and the outbox worker (waiting for a send in progress) and ends the live streams; the
   * caller then closes the db.
   */
  stop: () => Promise<void>;
}

/** Live events stay in this process on SQLite; on PostgreSQL every replica hears them. */
function liveTransport(config: Config): Promise<LiveTransport> {
  if (config.database) return PostgresTransport.open(config.database.url);
  return Promise.resolve(new InProcessTransport());
}

export async function createSayso(config: Config, log: (line: string) => void = console.log): Promise<Sayso> {
  const engine = await openEngine(config);
  const { db } = engine;
  const secret = resolveJwtSecret(config.jwtSecret, config.dataDir);
  const outbox = new OutboxWorker(db, createMailer(config.mail, log), {
    log,
    webhooks: { allowPrivate: config.webhooks.allowPrivate, publicUrl: config.publicUrl },
  });
  const links = { publicUrl: config.publicUrl, key: unsubscribeKey(secret) };
  const deps: AppDeps = {
    engine,
    db,
    config,
    signer: createSessionSigner(secret),
    visitorKey: visitorIdKey(secret),
    limiter: new RateLimiter(db, config.rateLimits),
    cache: new ReadCache((scope) => engine.readVersions(scope)),
    stripe: createStripeClient(config),
    outbox,
    notifications: new Notifier(db, links, outbox),
    unsubscribeKey: links.key,
    digest: new DigestTimer(db, links, { log, queued: () => outbox.wake() }),
    live: new LiveHub(await liveTransport(config)),
    resolveTxt: txtResolver(config),
    lifecycle: { draining: false },
  };
  const imported = await importUploadFiles(db, config.dataDir);
  if (imported > 0) log(`Moved ${imported} uploaded images from ${config.dataDir}/uploads into the database`);
  const billing = billingSettings(config);
  if (!billing.enabled && billing.missing.length < 4)
    log(`Billing is off: set ${billing.missing.join(', ')}`);
  if (billing.enabled && !config.stripe.webhookSecret)
    log('Billing: STRIPE_WEBHOOK_SECRET is not set, so Stripe webhooks are refused');
  if (await shouldSeed(db, config.seedDemo)) {
    const { email, password } = await seedDemo(db);
    log(`Demo company seeded at ${config.publicUrl}/company/demo`);
    log(`Demo owner: ${email} / ${password}  (shown once; it is not stored anywhere in clear)`);
  }
  const rendered = await backfillRenderedMarkdown(db);
  if (rendered > 0)
    log(`Rendered the Markdown of ${rendered} ideas and comments written before it was stored`);
  if (!config.mail.smtpUrl) log('E-mail: SMTP_URL is not set, so e-mails are printed here instead of sent');
  const changelog = new ChangelogScheduler(db, links, { log, published: () => outbox.wake() });
  deps.outbox.start();
  deps.digest.start();
  changelog.start();
  const stop = async () => {
    await changelog.stop();
    await deps.digest.stop();
    await deps.outbox.stop();
    await deps.live.close();
  };
  return { app: createApp(deps), deps, engine, db, changelog, stop };
}
