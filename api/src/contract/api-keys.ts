/**
 * API keys (issue 15, REST API): what a company owner creates in the dashboard and what the
 * API answers about them. The secret itself is shown once, in the create answer only.
 */
import { z } from 'zod';

/** `read` lists and reads; `write` also creates, changes and deletes (it includes read). */
export const API_KEY_SCOPES = ['read', 'write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const API_KEY_SCOPE_LABELS: Record<ApiKeyScope, string> = {
  read: 'Read only',
  write: 'Read and write',
};

/** Every secret starts with this, so a leaked one is easy to recognise (and to scan for). */
export const API_KEY_PREFIX = 'sk_live_';

/** The most live (unrevoked) keys one company holds at once. */
export const API_KEY_LIMIT = 20;

export const API_KEY_MESSAGES = {
  limit: `A company can have at most ${API_KEY_LIMIT} active API keys`,
  notFound: 'API key not found',
  missing: 'Please send an API key as "Authorization: Bearer <key>"',
  invalid: 'This API key is not valid or has been revoked',
  readOnly: 'This API key is read-only; writing needs a key with the write scope',
} as const;

/** POST /api/companies/{id}/api-keys. */
export const createApiKeySchema = z.object({
  name: z
    .string('Please name the key')
    .trim()
    .min(1, 'Please name the key')
    .max(60, 'Key name must be at most 60 characters'),
  scope: z.enum(API_KEY_SCOPES, 'Please choose read or write'),
});
export type CreateApiKeyInput = z.infer<typeof createApiKeySchema>;

/** One key as the dashboard lists it: never the secret, only its first characters. */
export interface ApiKey {
  id: number;
  name: string;
  /** The start of the secret, for telling keys apart: 'sk_live_abcd'. */
  prefix: string;
  scope: ApiKeyScope;
  createdAt: string;
  lastUsedAt: string | null;
  /** Who created it (null once that account is gone). */
  createdBy: number | null;
}

/** The create answer: the key and, this once, its secret. */
export interface CreatedApiKey extends ApiKey {
  secret: string;
}
