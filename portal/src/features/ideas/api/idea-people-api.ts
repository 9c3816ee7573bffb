import type { IdeaPeople } from '@sayso/api/contract';
import useSWR from 'swr';
import { apiPaths } from '@/lib/api-paths';

/** Who wrote and voted for the idea, with identified attributes: the team's only (null: no request). */
export function useIdeaPeople(companyId: number, ideaId: number, onTeam: boolean) {
  return useSWR<IdeaPeople>(onTeam ? apiPaths.companyById(companyId).ideaPeople(ideaId) : null);
}
