/** SMTP_URL and MAIL_FROM: optional, validated at start with a message naming the key. */
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

describe('mail settings', () => {
  it('defaults to no SMTP (the log) and the documented sender', () => {
    expect(loadConfig({}).mail).toEqual({ smtpUrl: undefined, from: 'Sayso <no-reply@localhost>' });
  });

  it('reads SMTP_URL and MAIL_FROM', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://user:secret@mail.example.com:465',
      MAIL_FROM: 'Acme <hi@acme.test>',
    });
    expect(config.mail).toEqual({
      smtpUrl: 'smtps://user:secret@mail.example.com:465',
      from: 'Acme <hi@acme.test>',
    });
  });

  it.each([
    [{ SMTP_URL: 'http://127.0.0.1:2525' }, 'SMTP_URL: must start with smtp:// or smtps://'],
    [{ SMTP_URL: 'not a url' }, 'SMTP_URL: must be a URL'],
    [{ MAIL_FROM: 'no address here' }, 'MAIL_FROM: must be an address'],
    [{ MAIL_FROM: 'Evil\r\nBcc: x@y.z <a@b.c>' }, 'MAIL_FROM: must be an address'],
  ])('refuses %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
