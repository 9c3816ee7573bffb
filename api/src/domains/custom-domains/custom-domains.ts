/**
 * White-label custom domains (CUSTOM_DOMAINS=on): an owner on Business names a host name, proves
 * it is theirs with a TXT record `_sayso.<domain>` holding `sayso-verify=<token>`, and from
 * then on a request for that host gets the company's board at `/` — while the owner's plan has
 * White-label options. A downgrade stops the serving at once; an upgrade brings it back without
 * a new check, since the verified domain stays stored.
 *
 * A claim proves nothing until its TXT record does, so unverified claims never block another
 * company: several may claim one domain, the first to verify wins and the others' pending
 * claims of it are dropped (decision 019). The partial unique index on verified domains keeps
 * that true when two replicas verify at once.
 */
import { randomBytes } from 'node:crypto';
import { promises as dns, Resolver } from 'node:dns';
import { and, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import { CUSTOM_DOMAIN_MESSAGES, type CustomDomain, hasEntitlement, normalizeHostName } from '../../contract';
import { type Db, first, isUniqueViolation, type Queryable } from '../../db/engine';
import { type CompanyRow, companies, users } from '../../db/schema';
import type { Config } from '../../env';
import { ApiError, invariant } from '../../lib/errors';
import { GLOBAL_SCOPE, type ReadCache } from '../../lib/read-cache';
import { type OwnerPlan, ownerPlan } from '../plans/plans';

/** node:dns's resolveTxt: each record as its character-strings. */
export type ResolveTxt = (name: string) => Promise<string[][]>;

/** TXT lookups through DNS_SERVERS when set, else the system's resolver. */
export function txtResolver(config: Pick<Config, 'dnsServers'>): ResolveTxt {
  if (!config.dnsServers) return (name) => dns.resolveTxt(name);
  // Short: the owner waits on the Verify button, and a dead server should say so soon.
  const resolver = new Resolver({ timeout: 2000, tries: 2 });
  resolver.setServers(config.dnsServers);
  return (name) =>
    new Promise((resolve, reject) =>
      resolver.resolveTxt(name, (error, records) => (error ? reject(error) : resolve(records))),
    );
}

export const NOT_ENABLED = 'Custom domains are not enabled on this server';

export const txtName = (domain: string) => `_sayso.${domain}`;
export const txtValue = (token: string) => `sayso-verify=${token}`;

export function customDomainOf(row: CompanyRow): CustomDomain | null {
  if (!row.customDomain || !row.customDomainToken) return null;
  return {
    domain: row.customDomain,
    verified: row.customDomainVerifiedAt !== null,
    txtName: txtName(row.customDomain),
    txtValue: txtValue(row.customDomainToken),
  };
}

/** The host name of a URL, or of a Host header (`name:port`), lower case without a final dot. */
export function hostName(host: string): string {
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : (host.split(':')[0] ?? '');
  return normalizeHostName(name);
}

/** 409 when a company other than `companyId` has verified `domain`. */
async function refuseVerifiedElsewhere(db: Queryable, domain: string, companyId: number): Promise<void> {
  const holder = first(
    await db
      .select({ id: companies.id })
      .from(companies)
      .where(
        and(
          eq(companies.customDomain, domain),
          isNotNull(companies.customDomainVerifiedAt),
          ne(companies.id, companyId),
        ),
      )
      .limit(1),
  );
  if (holder) throw new ApiError(409, CUSTOM_DOMAIN_MESSAGES.taken);
}

/**
 * Sets the company's domain: unverified, with a new token. The same domain again keeps its
 * token and state, so a repeated save does not undo a verification. 409 only when another
 * company has verified it; another's unverified claim is no obstacle.
 */
export async function setCustomDomain(
  db: Db,
  company: CompanyRow,
  input: string,
  publicUrl: string,
): Promise<CompanyRow> {
  const domain = normalizeHostName(input);
  if (domain === hostName(new URL(publicUrl).host)) throw new ApiError(400, CUSTOM_DOMAIN_MESSAGES.ownHost);
  if (domain === company.customDomain) return company;
  await refuseVerifiedElsewhere(db, domain, company.id);
  const [updated] = await db
    .update(companies)
    .set({
      customDomain: domain,
      customDomainToken: randomBytes(16).toString('hex'),
      customDomainVerifiedAt: null,
    })
    .where(eq(companies.id, company.id))
    .returning();
  invariant(updated, 404, 'Company not found');
  return updated;
}

export async function removeCustomDomain(db: Db, company: CompanyRow): Promise<void> {
  await db
    .update(companies)
    .set({ customDomain: null, customDomainToken: null, customDomainVerifiedAt: null })
    .where(eq(companies.id, company.id));
}

/** DNS answers that mean "no such record" rather than "the lookup failed". */
const NO_RECORD = new Set(['ENOTFOUND', 'ENODATA', 'NXDOMAIN']);

/**
 * Looks the TXT record up and marks the domain verified when one record equals the expected
 * value. Every failure is the owner's to fix or retry: a 400 that says which.
 */
export async function verifyCustomDomain(
  db: Db,
  resolveTxt: ResolveTxt,
  company: CompanyRow,
): Promise<CompanyRow> {
  const current = customDomainOf(company);
  if (!current) throw new ApiError(400, 'Please set a custom domain first');
  // Before asking DNS: a domain someone else holds cannot become this company's however it answers.
  await refuseVerifiedElsewhere(db, current.domain, company.id);
  let records: string[][];
  try {
    records = await resolveTxt(current.txtName);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && NO_RECORD.has(code))
      throw new ApiError(
        400,
        `No TXT record found at ${current.txtName}. DNS changes can take a while to show; please try again later.`,
      );
    throw new ApiError(
      400,
      `The DNS lookup of ${current.txtName} failed${typeof code === 'string' ? ` (${code})` : ''}. Please try again later.`,
    );
  }
  const values = records.map((chunks) => chunks.join(''));
  if (!values.includes(current.txtValue))
    throw new ApiError(
      400,
      values.length === 0
        ? `No TXT record found at ${current.txtName}. DNS changes can take a while to show; please try again later.`
        : `The TXT record at ${current.txtName} does not match: it must be ${current.txtValue}`,
    );
  return markVerified(db, company.id, current.domain);
}

/**
 * Marks the claim verified and drops every other company's pending claim of the domain, in one
 * transaction. A replica that verified it first makes the partial unique index refuse: 409.
 */
async function markVerified(db: Db, companyId: number, domain: string): Promise<CompanyRow> {
  try {
    return await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(companies)
        .set({ customDomainVerifiedAt: new Date().toISOString() })
        .where(eq(companies.id, companyId))
        .returning();
      invariant(updated, 404, 'Company not found');
      await tx
        .update(companies)
        .set({ customDomain: null, customDomainToken: null })
        .where(
          and(
            eq(companies.customDomain, domain),
            isNull(companies.customDomainVerifiedAt),
            ne(companies.id, companyId),
          ),
        );
      return updated;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, CUSTOM_DOMAIN_MESSAGES.taken);
    throw error;
  }
}

interface VerifiedDomain {
  slug: string;
  owner: OwnerPlan;
}

/**
 * Which board a Host serves. All verified domains load in one query into one read-cache entry
 * of the GLOBAL scope, which every companies write bumps (a plan change touches the owner's
 * company, domains/billing/billing.ts): a request costs the cache's version check, and random Host
 * headers cannot crowd the cache. The plan is worked out per request, so a subscription that
 * ends by date stops the serving without a write.
 */
export class HostBoards {
  constructor(
    private readonly db: Db,
    private readonly cache: ReadCache,
  ) {}

  /** The slug of the board `host` serves, or null when it is no verified Business domain. */
  async slugFor(host: string | undefined, now = new Date()): Promise<string | null> {
    if (!host) return null;
    const name = hostName(host);
    if (!name.includes('.') || name.startsWith('[')) return null;
    const domains = await this.cache.get(GLOBAL_SCOPE, 'custom-domains', () => this.load());
    const found = domains.get(name);
    return found && hasEntitlement(ownerPlan(found.owner, now), 'whiteLabel') ? found.slug : null;
  }

  private async load(): Promise<Map<string, VerifiedDomain>> {
    const rows = await this.db
      .select({
        domain: companies.customDomain,
        slug: companies.slug,
        subscriptionPlan: users.subscriptionPlan,
        subscriptionEndsAt: users.subscriptionEndsAt,
      })
      .from(companies)
      .innerJoin(users, eq(users.id, companies.ownerId))
      .where(and(isNotNull(companies.customDomain), isNotNull(companies.customDomainVerifiedAt)));
    return new Map(
      rows.map(({ domain, slug, subscriptionPlan, subscriptionEndsAt }) => [
        normalizeHostName(domain as string),
        { slug, owner: { subscriptionPlan, subscriptionEndsAt } },
      ]),
    );
  }
}
