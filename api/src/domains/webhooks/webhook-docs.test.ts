/**
 * The Node verification snippet in docs/integrations.md, run as written: it accepts a real
 * delivery, and refuses a changed body, another secret and an old timestamp.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerWithCompany, useSayso } from '../../../test/helpers';
import { addEndpoint, hooksPath, webhookSayso, webhookWorker } from '../../../test/webhook-kit';
import { type Receiver, startReceiver } from '../../../test/webhook-receiver';
import { newWebhookSecret } from './webhooks';

type Verify = (secret: string, headers: object, rawBody: string, toleranceSeconds?: number) => boolean;

const docs = readFileSync(path.resolve(__dirname, '../../../../docs/integrations.md'), 'utf8');

/** The first js block after the "Verifying signatures (Node)" heading, as a module. */
async function documentedVerifier(): Promise<Verify> {
  const section = docs.slice(docs.indexOf('### Verifying signatures (Node)'));
  const code = /```js\n([\s\S]*?)```/.exec(section)?.[1];
  expect(code).toContain('export function verifySaysoWebhook');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sayso-doc-'));
  const file = path.join(dir, 'verify.mjs');
  writeFileSync(file, code ?? '');
  try {
    return ((await import(pathToFileURL(file).href)) as { verifySaysoWebhook: Verify }).verifySaysoWebhook;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const sayso = useSayso(webhookSayso);
let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
});

describe('the documented verification snippet', () => {
  it('accepts a real delivery and refuses a forged or stale one', async () => {
    const verify = await documentedVerifier();
    const owner = await ownerWithCompany(sayso());
    const endpoint = await addEndpoint(owner, receiver.url);
    await owner.client.post(hooksPath(owner, `/${endpoint.id}/test`));
    const worker = webhookWorker(sayso());
    await worker.tick();
    await worker.stop();
    const [entry] = receiver.received;
    if (!entry) throw new Error('nothing was delivered');
    expect(verify(endpoint.secret, entry.headers, entry.body)).toBe(true);
    expect(verify(endpoint.secret, entry.headers, entry.body.replace('test', 'tost'))).toBe(false);
    expect(verify(newWebhookSecret(), entry.headers, entry.body)).toBe(false);
    const old = { ...entry.headers, 'webhook-timestamp': String(Math.floor(Date.now() / 1000) - 600) };
    expect(verify(endpoint.secret, old, entry.body)).toBe(false);
    expect(verify(endpoint.secret, { ...entry.headers, 'webhook-signature': 'v1,' }, entry.body)).toBe(false);
  });
});
