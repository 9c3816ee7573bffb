import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/api-paths';

/** Creates the signed-in user's company; the server owns the final slug. */
export async function createCompanyRequest(input: {
  name: string;
  slug?: string;
  description?: string;
}): Promise<string> {
  return (await api.post<{ slug: string }>(apiPaths.companies, input)).slug;
}
