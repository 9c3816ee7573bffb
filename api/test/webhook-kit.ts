/** Shared by the webhook tests: an app whose own worker is stopped, and a worker on a test clock. */
import { Ajv2020 } from 'ajv/dist/2020.js';
import { expect } from 'vitest';
import { OutboxWorker } from '../src/domains/delivery/outbox-worker';
import { createMailer } from '../src/domains/outbox/mailer';
import { type Loose, openSayso, type ownerWithCompany, type TestSayso } from './helpers';

export type Owner = Awaited<ReturnType<typeof ownerWithCompany>>;

/** An app that may call local receivers; its own worker stopped, so only the test's workers send. */
export async function webhookSayso(env: Record<string, string> = { WEBHOOKS_ALLOW_PRIVATE: 'on' }) {
  const sayso = await openSayso(env);
  await sayso.deps.outbox.stop();
  return sayso;
}

export function clock(start = new Date()) {
  let now = start.getTime();
  return { now: () => new Date(now), advance: (ms: number) => (now += ms) };
}

/**
 * A worker that drives e-mail (to `smtpUrl`, else the log) and webhooks on the clock `now`.
 * Its requests get 30 s, not the server's 5: on a loaded CI machine a local request can wait
 * seconds for the event loop, and a timed-out try never reaches the receiver (a test that
 * counts the receiver's requests then fails for the machine, not for Sayso). The time-limit
 * tests set their own.
 */
export function webhookWorker(
  sayso: TestSayso,
  options: { now?: () => Date; smtpUrl?: string; timeoutMs?: number; allowPrivate?: boolean } = {},
) {
  return new OutboxWorker(
    sayso.db,
    createMailer({ smtpUrl: options.smtpUrl, from: 'Sayso <a@b.test>' }, () => {}),
    {
      now: options.now,
      webhooks: {
        allowPrivate: options.allowPrivate ?? true,
        timeoutMs: options.timeoutMs ?? 30_000,
        publicUrl: 'http://sayso.test',
      },
    },
  );
}

/**
 * Sends everything due, then stops the worker. A pass ends once nothing is due or in flight; on
 * a loaded machine a delivery can still become visible as a pass finishes (the CI once saw the
 * last of four events go out in the next test), and the server's poll would send it a moment
 * later. So passes run until one handles nothing, as the poll would.
 */
export async function drainWebhooks(sayso: TestSayso): Promise<void> {
  const worker = webhookWorker(sayso);
  while ((await worker.tick()) > 0) {
    // another pass: the last one sent something, so more may have become due meanwhile
  }
  await worker.stop();
}

export const hooksPath = (owner: Owner, rest = '') => `/api/companies/${owner.company.id}/webhooks${rest}`;

/** Adds an endpoint through the dashboard's route; answers it with its secret. */
export async function addEndpoint(
  owner: Owner,
  url: string,
  events: string[] = ['idea.created'],
): Promise<Loose> {
  const res = await owner.client.post(hooksPath(owner), { url, events });
  if (res.status !== 201) throw new Error(`create webhook failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export async function deliveriesOf(owner: Owner, endpointId: number): Promise<Loose[]> {
  return (await owner.client.get(hooksPath(owner, `/${endpointId}/deliveries`))).body;
}

const ajv = new Ajv2020({ strict: false, allErrors: true });

/** Fails when a delivered body is not what the OpenAPI document's `webhooks` says its type sends. */
export function expectDocumentedPayload(doc: Loose, body: Loose): void {
  const entry = doc.webhooks?.[body.type]?.post;
  expect(entry, `${body.type} is not in the document's webhooks`).toBeDefined();
  const schema = entry.requestBody.content['application/json'].schema;
  const validate = ajv.compile({ ...schema, components: doc.components });
  expect(validate(body), `${body.type}: ${ajv.errorsText(validate.errors)}`).toBe(true);
}
