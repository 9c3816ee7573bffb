import type { SupportRequest } from '@sayso/api/contract';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/api-paths';

/** POST /api/support: the Priority support form (Pro and Business), e-mailed to the operator. */
export function sendSupportRequest(input: SupportRequest) {
  return api.post<{ message: string }>(apiPaths.support, input);
}
