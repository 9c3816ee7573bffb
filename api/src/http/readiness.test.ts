/** Health and readiness, as a load balancer probes them, on the engine under test. */
import { describe, expect, it } from 'vitest';
import { Client, openSayso, useSayso } from '../../test/helpers';

const sayso = useSayso();

describe('GET /api/ready', () => {
  it('answers 200 while the database answers, and 503 while the server drains', async () => {
    const client = new Client(sayso());
    expect(await client.get('/api/ready')).toMatchObject({ status: 200, body: { ok: true } });
    sayso().deps.lifecycle.draining = true;
    try {
      expect(await client.get('/api/ready')).toMatchObject({
        status: 503,
        body: { message: 'Shutting down' },
      });
      // Liveness stays up: the process still finishes its requests.
      expect((await client.get('/api/health')).status).toBe(200);
    } finally {
      sayso().deps.lifecycle.draining = false;
    }
  });

  it('answers 503 once the database is gone, and health still answers', async () => {
    const other = await openSayso();
    const client = new Client(other);
    await other.stop();
    await other.engine.close();
    expect(await client.get('/api/ready')).toMatchObject({
      status: 503,
      body: { message: 'The database is not reachable' },
    });
    expect((await client.get('/api/health')).status).toBe(200);
    await other.dropDatabase();
  });
});
