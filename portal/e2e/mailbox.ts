/**
 * Reads the e-mail the e2e server sent: its SMTP server (api/test/mailbox-server.ts, started by
 * scripts/e2e-server.mjs) writes each message into a folder named after E2E_PORT, and any spec
 * reads it here, so several specs can wait for mail at once.
 */
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import { type ParsedMail, simpleParser } from 'mailparser';
import { recipient } from '../../api/test/smtp';

export { recipient };

/** The folder scripts/e2e-server.mjs gives the mailbox server (the same formula on both sides). */
export function mailboxDir(port = Number(process.env.E2E_PORT ?? 4173)): string {
  return path.join(os.tmpdir(), `sayso-e2e-mail-${port}`);
}

const parsed = new Map<string, ParsedMail>();

/** Every message received so far, oldest first. */
export async function allMail(): Promise<ParsedMail[]> {
  const dir = mailboxDir();
  const names = readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort();
  const messages: ParsedMail[] = [];
  for (const name of names) {
    const key = path.join(dir, name);
    let mail = parsed.get(key);
    if (!mail) {
      mail = await simpleParser(readFileSync(key));
      parsed.set(key, mail);
    }
    messages.push(mail);
  }
  return messages;
}

/** How many messages have arrived: pass it as `after` to wait only for newer ones. */
export async function mailCount(): Promise<number> {
  return (await allMail()).length;
}

/**
 * The first message, after the first `after` ones, that matches; waits for it (polling the
 * folder) and fails with the subjects seen when none comes in time.
 */
export async function waitForMail(
  match: (mail: ParsedMail) => boolean,
  { after = 0, timeout = 15_000 }: { after?: number; timeout?: number } = {},
): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await allMail()).slice(after).find(match);
        return found !== undefined;
      },
      { timeout, message: 'an e-mail that matches' },
    )
    .toBe(true);
  return found as ParsedMail;
}

/** The first message to `email` (after `after` ones). */
export function waitForMailTo(email: string, options?: { after?: number; timeout?: number }) {
  return waitForMail((mail) => recipient(mail) === email, options);
}

/** The first http(s) link in a message's text. */
export function firstLink(mail: ParsedMail): string {
  return /https?:\/\/\S+/.exec(mail.text ?? '')?.[0] ?? '';
}
