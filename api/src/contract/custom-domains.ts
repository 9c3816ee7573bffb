/** A company's own domain: its input, its spelling and the refusals. */
import { z } from 'zod';

export const CUSTOM_DOMAIN_MESSAGES = {
  empty: 'Please enter a domain such as feedback.example.com',
  urlParts: 'Please enter the domain name only, without http://, a port or a path',
  ip: 'Please enter a domain name, not an IP address',
  noDot: 'Please enter a full domain name such as feedback.example.com',
  invalid: 'Please enter a valid domain name such as feedback.example.com',
  /** The server's own address (PUBLIC_URL), checked by the API. */
  ownHost: 'This is the address of Sayso itself; please enter a domain of your own',
  /** Another company proved the domain is theirs first (checked by the API). */
  taken: 'This domain is already verified by another company',
} as const;

/**
 * The one spelling of a host name that Sayso stores, compares and looks up: lower case, without
 * the final dot DNS allows (`Example.COM.` is `example.com`).
 */
export function normalizeHostName(name: string): string {
  return name.toLowerCase().replace(/\.$/, '');
}

const DOMAIN_LABEL = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * A custom domain (PUT /api/companies/{id}/domain): a host name, lower-cased, a final dot
 * dropped; no scheme, port or path, at least one dot, not an IP address.
 */
export const customDomainSchema = z.object({
  domain: z
    .string(CUSTOM_DOMAIN_MESSAGES.empty)
    .trim()
    .transform(normalizeHostName)
    .superRefine((domain, ctx) => {
      const fail = (message: string) => ctx.addIssue({ code: 'custom', message });
      if (domain === '') return fail(CUSTOM_DOMAIN_MESSAGES.empty);
      if (/^[\d.]+$/.test(domain) || /^\[[\da-f:.]+\]$/.test(domain)) return fail(CUSTOM_DOMAIN_MESSAGES.ip);
      if (/[/:?#@\s]/.test(domain)) return fail(CUSTOM_DOMAIN_MESSAGES.urlParts);
      if (!domain.includes('.')) return fail(CUSTOM_DOMAIN_MESSAGES.noDot);
      const labels = domain.split('.');
      const tld = labels[labels.length - 1] ?? '';
      if (domain.length > 253 || !labels.every((label) => DOMAIN_LABEL.test(label)) || /^\d+$/.test(tld))
        return fail(CUSTOM_DOMAIN_MESSAGES.invalid);
    }),
});
export type CustomDomainInput = z.infer<typeof customDomainSchema>;
