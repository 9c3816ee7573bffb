import { TEAM_MESSAGES, type TeamMe } from '@sayso/api/contract';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { api, errorMessage } from '@/lib/api-client';
import { apiPaths } from '@/lib/api-paths';
import { useAuth } from '@/lib/auth/auth-context';
import { useCompany, useCompanyStats, useRefreshBoard } from '@/lib/board/board-api';

/**
 * The dashboard's data and its access rule (spec section 4, Team accounts): the caller's role
 * comes from the server (team/me); anyone it refuses (off the team, or a team below Business)
 * is told why and sent to the public page. The user is refreshed on entry so a stale session
 * cache cannot keep a former owner or member in.
 */
export function useDashboard(slug: string) {
  const { user, refresh: refreshUser } = useAuth();
  const { toast } = useToast();
  const navigate = useNavigate();
  const company = useCompany(slug);
  const companyId = company.data?.id;
  // Keyed by the user too: signing in as someone else never shows the last one's role.
  const me = useSWR<TeamMe, unknown, readonly [string, number] | null>(
    user && companyId ? [apiPaths.companyById(companyId).teamMe(), user.id] : null,
    ([url]) => api.get<TeamMe>(url),
  );
  const role = me.data?.role ?? null;
  const onTeam = role !== null;
  const stats = useCompanyStats(slug, onTeam);
  const refreshBoard = useRefreshBoard(slug);
  const denied = me.error ? deniedMessage(me.error) : null;

  useEffect(() => {
    void refreshUser();
  }, [refreshUser]);

  useEffect(() => {
    if (!denied) return;
    toast({ title: 'Access denied', description: denied, variant: 'destructive' });
    navigate(paths.company(slug), { replace: true });
  }, [denied, toast, navigate, slug]);

  return { user, company, stats, role, plan: me.data?.plan ?? 'free', refreshBoard, refreshUser };
}

const NOT_YOURS = "You don't have permission to view this dashboard";

/** Off the team: the spec's words; a team below Business: the server's, naming the plan. */
function deniedMessage(error: unknown): string {
  const message = errorMessage(error, NOT_YOURS);
  return message === TEAM_MESSAGES.notOnTeam ? NOT_YOURS : message;
}
