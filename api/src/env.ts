/**
 * The only reader of process.env. Every setting is optional; a bad one stops the start with
 * a message naming the key (DESIGN.md section 2).
 */
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], 'must be true or false')
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const httpUrl = z
  .string()
  .url('must be a full URL such as http://localhost:3000')
  .refine((value) => /^https?:\/\//.test(value), 'must start with http:// or https://')
  .transform((value) => value.replace(/\/+$/, ''));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/\S+$/, 'must be a PostgreSQL URL such as postgres://user:pass@host:5432/sayso')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  PUBLIC_URL: httpUrl.optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SEED_DEMO: booleanFlag.optional(),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_PRICE_PRO: z.string().min(1).optional(),
  STRIPE_PRICE_BUSINESS: z.string().min(1).optional(),
  STRIPE_API_BASE: httpUrl.optional(),
  RATE_LIMITS: z.enum(['on', 'off'], 'must be on or off').default('on'),
  SMTP_URL: z
    .string()
    .url('must be a URL such as smtp://user:pass@127.0.0.1:2525')
    .refine((value) => /^smtps?:\/\//.test(value), 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z
    .string()
    .trim()
    .max(320, 'must be an address such as Sayso <no-reply@example.com>')
    .regex(/^[^\r\n<>]*<?[^\s@<>]+@[^\s@<>]+>?$/, 'must be an address such as Sayso <no-reply@example.com>')
    .default('Sayso <no-reply@localhost>'),
  // Where the dashboard's support form (Priority support, Pro and Business) sends its messages.
  SUPPORT_EMAIL: z
    .string()
    .trim()
    .max(254, 'must be an address such as support@example.com')
    .email('must be an address such as support@example.com')
    .optional(),
  // How many reverse proxies in front of Sayso append to X-Forwarded-For (docs/self-hosting.md).
  TRUST_PROXY: z
    .string()
    .regex(/^(off|on|\d{1,2})$/, 'must be off, on, or the number of proxies in front of Sayso (0-10)')
    .transform((value) => (value === 'off' ? 0 : value === 'on' ? 1 : Number(value)))
    .refine((hops) => hops <= 10, 'must be off, on, or the number of proxies in front of Sayso (0-10)')
    .default(0),
  CUSTOM_DOMAINS: z.enum(['on', 'off'], 'must be on or off').default('off'),
  // Webhooks may call private and loopback addresses: for tests and trusted self-hosting only.
  WEBHOOKS_ALLOW_PRIVATE: z.enum(['on', 'off'], 'must be on or off').default('off'),
  // The DNS servers asked for custom domains' TXT records; the system's when unset.
  DNS_SERVERS: z
    .string()
    .transform((value) => value.split(',').map((server) => server.trim()))
    .refine(
      (servers) => servers.every(isDnsServer),
      'must be a comma-separated list of IP addresses, each with an optional port (1.1.1.1,127.0.0.1:5353)',
    )
    .optional(),
});

/** An address node:dns's Resolver#setServers takes: 1.2.3.4, 1.2.3.4:53, ::1 or [::1]:53. */
function isDnsServer(server: string): boolean {
  const bracketed = /^\[([^\]]+)\](?::(\d{1,5}))?$/.exec(server);
  const v4 = /^([\d.]+)(?::(\d{1,5}))?$/.exec(server);
  const [, address = server, port] = bracketed ?? v4 ?? [];
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65535)) return false;
  return bracketed ? isIP(address) === 6 : v4 ? isIP(address) === 4 : isIP(server) === 6;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL instead of the SQLite file in dataDir (docs/self-hosting.md, decision 007). */
  database: { url: string; poolSize: number } | undefined;
  publicUrl: string;
  /** Set only when JWT_SECRET is given; otherwise one is generated and kept in dataDir. */
  jwtSecret: string | undefined;
  /** undefined: seed only when the database is empty. */
  seedDemo: boolean | undefined;
  rateLimits: boolean;
  /** E-mail: sent over SMTP when smtpUrl is set, otherwise printed to the server log. */
  mail: { smtpUrl: string | undefined; from: string };
  /** The operator's address for the support form; undefined: the form answers 503. */
  supportEmail: string | undefined;
  /** Reverse proxies trusted to append the client's address to X-Forwarded-For; 0 reads the socket. */
  trustProxyHops: number;
  /** White-label: a verified custom domain serves its company's board at `/` (docs/self-hosting.md). */
  customDomains: boolean;
  /** The DNS servers for the custom domains' TXT checks; undefined: the system's. */
  dnsServers: string[] | undefined;
  /** allowPrivate: webhooks may go to private and loopback addresses (decision 012). */
  webhooks: { allowPrivate: boolean };
  stripe: {
    secretKey: string | undefined;
    publishableKey: string | undefined;
    webhookSecret: string | undefined;
    pricePro: string | undefined;
    priceBusiness: string | undefined;
    apiBase: string | undefined;
  };
}

export class ConfigError extends Error {}

/** Parse an environment (process.env by default) into the app's configuration. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings count as unset so that `FOO= npm start` behaves like no FOO at all.
  const present = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  // Replicas must sign and read the same session cookies, so none may generate its own secret.
  if (env.DATABASE_URL && !env.JWT_SECRET)
    throw new ConfigError(
      'Invalid environment:\n  JWT_SECRET: is required with DATABASE_URL, so every replica signs sessions with the same key',
    );
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    database: env.DATABASE_URL ? { url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE } : undefined,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    jwtSecret: env.JWT_SECRET,
    seedDemo: env.SEED_DEMO,
    rateLimits: env.RATE_LIMITS === 'on',
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
    supportEmail: env.SUPPORT_EMAIL,
    trustProxyHops: env.TRUST_PROXY,
    customDomains: env.CUSTOM_DOMAINS === 'on',
    dnsServers: env.DNS_SERVERS,
    webhooks: { allowPrivate: env.WEBHOOKS_ALLOW_PRIVATE === 'on' },
    stripe: {
      secretKey: env.STRIPE_SECRET_KEY,
      publishableKey: env.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      pricePro: env.STRIPE_PRICE_PRO,
      priceBusiness: env.STRIPE_PRICE_BUSINESS,
      apiBase: env.STRIPE_API_BASE,
    },
  };
}
