/**
 * The outbox worker in the real server process (node --import tsx src/index.ts): a reset e-mail
 * reaches a real SMTP server, or the log without SMTP_URL, and SIGTERM stops it cleanly.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type ServerProcess, signalServer, startServer } from './server-process';
import { linkToken, recipient, startSmtp } from './smtp';

const dirs: string[] = [];
const servers: ServerProcess[] = [];
afterAll(() => {
  for (const server of servers) if (server.child.exitCode === null) signalServer(server, 'SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function boot(env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sayso-mail-'));
  dirs.push(dataDir);
  const server = await startServer({ DATA_DIR: dataDir, RATE_LIMITS: 'off', ...env });
  servers.push(server);
  const post = (url: string, body: unknown) =>
    fetch(`${server.baseUrl}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const email = `proc-${Date.now()}@example.com`;
  const signup = await post('/api/auth/signup', {
    name: 'Proc Person',
    email,
    username: `proc-${Date.now()}`,
    password: 'correct-horse-1',
  });
  expect(signup.status).toBe(201);
  expect((await post('/api/auth/forgot-password', { email })).status).toBe(200);
  return { server, email };
}

async function until(condition: () => boolean, what: string) {
  const deadline = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('outbox worker in the server process', () => {
  it('sends the reset e-mail over SMTP, then exits 0 on SIGTERM', async () => {
    const smtp = await startSmtp();
    try {
      const { server, email } = await boot({
        SMTP_URL: smtp.url,
        PUBLIC_URL: 'https://feedback.example.com',
      });
      // Sign-up mails a verification link to the same address first: wait for the reset.
      const mail = await smtp.waitFor(
        (m) => recipient(m) === email && (m.text ?? '').includes('/reset-password?token='),
        10_000,
      );
      expect(linkToken(mail).path).toBe('/reset-password');
      expect(mail.text).toContain('https://feedback.example.com/reset-password?token=');
      signalServer(server, 'SIGTERM');
      expect(await server.exited).toBe(0);
    } finally {
      await smtp.close();
    }
  });

  it('prints the reset link to the server log when SMTP_URL is not set', async () => {
    const { server, email } = await boot();
    // Sign-up logs its verification link first; the reset's comes after it.
    await until(() => server.output().includes('/reset-password?token='), 'the reset e-mail in the log');
    expect(server.output()).toContain(`To: ${email}`);
    expect(server.output()).toMatch(/\/reset-password\?token=[A-Za-z0-9_-]{43}/);
    signalServer(server, 'SIGTERM');
    expect(await server.exited).toBe(0);
  });
});
