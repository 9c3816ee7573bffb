/**
 * Every released widget version stays served byte for byte: the committed sdk/releases files,
 * fetched over real HTTP from the real app, are exactly the bytes their recorded SRI hash (the
 * one pasted into customers' pages) names.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useSayso } from '../../test/helpers';
import { createApp } from '../app';

const RELEASES = fileURLToPath(new URL('../../../sdk/releases/', import.meta.url));
const manifest: Record<string, Record<string, string>> = JSON.parse(
  readFileSync(path.join(RELEASES, 'manifest.json'), 'utf8'),
);
const sri = (bytes: Uint8Array) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

const sayso = useSayso();
let server: Server;
let origin: string;

beforeAll(async () => {
  // The repository's own sdk/releases (beside sdk/dist, built or not).
  const app = createApp(sayso().deps);
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
      origin = `http://127.0.0.1:${info.port}`;
      resolve();
    }) as Server;
  });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('released widget versions', () => {
  it('include 0.1.0 as last published (the hash docs/embedding.md named) and the current version', () => {
    expect(manifest['0.1.0']?.['sayso.js']).toBe(
      'sha384-hHCtZRRX+UbUlPSaihBBMrDWycV/NRF2a+GgZnfxsSD52fdS2izLa89Cg0FR0WBo',
    );
    const { version } = JSON.parse(readFileSync(path.join(RELEASES, '..', 'package.json'), 'utf8'));
    expect(Object.keys(manifest)).toContain(version);
  });

  it.each(
    Object.entries(manifest).flatMap(([version, files]) => Object.keys(files).map((file) => [version, file])),
  )('/sdk/%s/%s answers the committed bytes, immutable', async (version, file) => {
    const res = await fetch(`${origin}/sdk/${version}/${file}`, {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(Buffer.from(bytes).equals(readFileSync(path.join(RELEASES, version, file)))).toBe(true);
    expect(sri(bytes)).toBe(manifest[version]?.[file]);
  });

  it('answers 404 for a version never released', async () => {
    for (const version of ['0.0.9', '0.1.1', '9.9.9', 'latest']) {
      const res = await fetch(`${origin}/sdk/${version}/sayso.js`);
      expect(res.status, version).toBe(404);
      expect(await res.json()).toEqual({ message: 'Not found' });
    }
  });
});
