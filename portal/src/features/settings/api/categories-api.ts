/** The owner's categories (Categorisation): /api/companies/{id}/categories (docs/api.md). */
import type { CompanyCategory } from '@sayso/api/contract';
import useSWR from 'swr';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/api-paths';

const key = (companyId: number) => apiPaths.companyById(companyId).categories();

/** Every category of the company, archived ones included, in board order. */
export function useOwnerCategories(companyId: number) {
  return useSWR<CompanyCategory[]>(key(companyId));
}

export function addCategory(companyId: number, name: string) {
  return api.post<CompanyCategory[]>(key(companyId), { name });
}

export function updateCategory(companyId: number, id: number, change: { name?: string; archived?: boolean }) {
  return api.patch<CompanyCategory[]>(`${key(companyId)}/${id}`, change);
}

export function reorderCategories(companyId: number, ids: number[]) {
  return api.patch<CompanyCategory[]>(key(companyId), { ids });
}
