/**
 * The end-to-end tests' inbox: a real SMTP server (smtp-server) that writes every message it
 * accepts, raw, into a folder, one `.eml` file each. scripts/e2e-server.mjs starts it beside the
 * app; any Playwright spec reads the folder (portal/e2e/mailbox.ts), so specs running side by
 * side never fight over one SMTP port.
 *
 *   node --import tsx api/test/mailbox-server.ts --port 4193 --dir /tmp/sayso-e2e-mail-4173
 */
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SMTPServer } from 'smtp-server';

const { values } = parseArgs({ options: { port: { type: 'string' }, dir: { type: 'string' } } });
const port = Number(values.port);
const dir = values.dir;
if (!Number.isInteger(port) || !dir) throw new Error('usage: mailbox-server --port N --dir FOLDER');

// A new run starts with an empty inbox: messages of an earlier run would match its addresses.
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });

let received = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('error', callback);
    stream.on('end', () => {
      received += 1;
      // Named in arrival order; written under a temporary name and renamed, so a reader never
      // sees half a message.
      const name = `${String(received).padStart(6, '0')}.eml`;
      const partial = path.join(dir, `.${name}.part`);
      writeFileSync(partial, Buffer.concat(chunks));
      renameSync(partial, path.join(dir, name));
      callback();
    });
  },
});
server.listen(port, '127.0.0.1');
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
