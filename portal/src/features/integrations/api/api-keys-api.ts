/** The owner's REST API keys: /api/companies/{id}/api-keys (docs/integrations.md). */
import type { ApiKey, CreateApiKeyInput, CreatedApiKey } from '@sayso/api/contract';
import useSWR from 'swr';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/api-paths';

const key = (companyId: number) => apiPaths.companyById(companyId).apiKeys();

/** The company's live keys, oldest first; never their secrets. */
export function useApiKeys(companyId: number) {
  return useSWR<ApiKey[]>(key(companyId));
}

/** Creates a key; the answer carries the secret this one time. */
export function createApiKey(companyId: number, input: CreateApiKeyInput) {
  return api.post<CreatedApiKey>(key(companyId), input);
}

export function revokeApiKey(companyId: number, keyId: number) {
  return api.delete<{ ok: true }>(`${key(companyId)}/${keyId}`);
}

/** Where the interactive reference of the REST API is served. */
export const API_REFERENCE_URL = apiPaths.apiReference;
