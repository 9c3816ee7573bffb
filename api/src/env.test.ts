import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

function configError(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('loadConfig', () => {
  it('reads TRUST_PROXY as a number of trusted proxy hops: off 0, on 1, or a count', () => {
    expect(loadConfig({ TRUST_PROXY: 'off' }).trustProxyHops).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'on' }).trustProxyHops).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxyHops).toBe(2);
    expect(configError({ TRUST_PROXY: 'yes please' })).toContain(
      'TRUST_PROXY: must be off, on, or the number of proxies in front of Sayso (0-10)',
    );
    expect(configError({ TRUST_PROXY: '11' })).toContain('TRUST_PROXY');
  });

  it('reads CUSTOM_DOMAINS (off by default) and DNS_SERVERS (IP addresses with optional ports)', () => {
    expect(loadConfig({})).toMatchObject({ customDomains: false, dnsServers: undefined });
    expect(loadConfig({ CUSTOM_DOMAINS: 'on' }).customDomains).toBe(true);
    expect(configError({ CUSTOM_DOMAINS: 'yes' })).toContain('CUSTOM_DOMAINS: must be on or off');
    expect(loadConfig({ DNS_SERVERS: '127.0.0.1:5353, 1.1.1.1,[::1]:53,::1' }).dnsServers).toEqual([
      '127.0.0.1:5353',
      '1.1.1.1',
      '[::1]:53',
      '::1',
    ]);
    for (const bad of ['dns.example.com', '127.0.0.1:0', '127.0.0.1:99999', '1.2.3', '127.0.0.1,'])
      expect(configError({ DNS_SERVERS: bad }), bad).toContain('DNS_SERVERS: must be a comma-separated list');
  });

  it('reads SUPPORT_EMAIL (unset by default), refusing anything but one address', () => {
    expect(loadConfig({}).supportEmail).toBeUndefined();
    expect(loadConfig({ SUPPORT_EMAIL: ' help@sayso.test ' }).supportEmail).toBe('help@sayso.test');
    for (const bad of ['nobody', 'a@b.c, d@e.f', 'Evil\r\nBcc: x@y.z'])
      expect(configError({ SUPPORT_EMAIL: bad }), bad).toContain(
        'SUPPORT_EMAIL: must be an address such as support@example.com',
      );
  });

  it('has the documented defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.resolve('./data'),
      publicUrl: 'http://localhost:3000',
      jwtSecret: undefined,
      seedDemo: undefined,
      rateLimits: true,
      trustProxyHops: 0,
    });
    expect(config.stripe).toEqual({
      secretKey: undefined,
      publishableKey: undefined,
      webhookSecret: undefined,
      pricePro: undefined,
      priceBusiness: undefined,
      apiBase: undefined,
    });
  });

  it('reads every setting, and treats empty values as unset', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/tmp/sayso-env-test',
      PUBLIC_URL: 'https://feedback.example.com/',
      JWT_SECRET: 's'.repeat(32),
      SEED_DEMO: 'no',
      RATE_LIMITS: 'off',
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_API_BASE: 'http://127.0.0.1:12111',
      STRIPE_PRICE_PRO: '',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/tmp/sayso-env-test',
      publicUrl: 'https://feedback.example.com',
      jwtSecret: 's'.repeat(32),
      seedDemo: false,
      rateLimits: false,
    });
    expect(config.stripe).toMatchObject({
      secretKey: 'sk_test_1',
      apiBase: 'http://127.0.0.1:12111',
      pricePro: undefined,
    });
    expect(loadConfig({ PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
    expect(loadConfig({ SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('names every bad key in one error', () => {
    const message = configError({
      PORT: 'abc',
      PUBLIC_URL: 'ftp://x',
      JWT_SECRET: 'short',
      SEED_DEMO: 'maybe',
      RATE_LIMITS: 'sometimes',
      STRIPE_API_BASE: 'not a url',
    });
    expect(message).toMatch(/^Invalid environment:/);
    for (const key of ['PORT', 'PUBLIC_URL', 'JWT_SECRET', 'SEED_DEMO', 'RATE_LIMITS', 'STRIPE_API_BASE']) {
      expect(message).toMatch(new RegExp(`^  ${key}: `, 'm'));
    }
    expect(message).toContain('PUBLIC_URL: must start with http:// or https://');
    expect(message).toContain('JWT_SECRET: must be at least 32 characters');
    expect(message).toContain('SEED_DEMO: must be true or false');
    expect(message).toContain('RATE_LIMITS: must be on or off');
  });

  it('refuses ports out of range and names only the bad key', () => {
    for (const port of ['70000', '-1', '80.5']) {
      const message = configError({ PORT: port, HOST: 'localhost' });
      expect(message).toContain('PORT');
      expect(message).not.toContain('HOST');
    }
  });
});
