/** Identify (issue 15): the owner's secrets, origins and token tester. */
import type { CreatedIdentifySecret, IdentifySettings, IdentifyTestResult } from '@sayso/api/contract';
import useSWR from 'swr';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/api-paths';

const base = (companyId: number) => apiPaths.companyById(companyId).identify();

/** The live secrets (never the secrets themselves) and the allowed origins. */
export function useIdentifySettings(companyId: number) {
  return useSWR<IdentifySettings>(base(companyId));
}

/** A new secret and its kid; the answer carries the secret this one time. */
export function createIdentifySecret(companyId: number) {
  return api.post<CreatedIdentifySecret>(`${base(companyId)}/secrets`);
}

/** A successor secret; the old one keeps working through the overlap. */
export function rotateIdentifySecret(companyId: number, secretId: number) {
  return api.post<CreatedIdentifySecret>(`${base(companyId)}/secrets/${secretId}/rotate`);
}

export function revokeIdentifySecret(companyId: number, secretId: number) {
  return api.delete<{ ok: true }>(`${base(companyId)}/secrets/${secretId}`);
}

export function saveIdentifyOrigins(companyId: number, origins: string[]) {
  return api.put<{ origins: string[] }>(`${base(companyId)}/origins`, { origins });
}

export function testIdentifyToken(companyId: number, token: string, origin?: string) {
  return api.post<IdentifyTestResult>(`${base(companyId)}/test`, { token, ...(origin && { origin }) });
}
