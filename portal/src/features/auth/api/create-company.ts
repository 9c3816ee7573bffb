import type { CreateCompanyInput } from '@sayso/api/contract';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/api-paths';

/** Creates the signed-in user's company: at `address` exactly, or at a slug the server makes. */
export async function createCompanyRequest(input: CreateCompanyInput): Promise<string> {
  return (await api.post<{ slug: string }>(apiPaths.companies, input)).slug;
}
