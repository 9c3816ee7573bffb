import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useAuth, viewerKey } from '@/lib/auth/auth-context';
import { useCompany, useCompanyIdeas, useCompanyStats, useRefreshBoard } from '@/lib/board/board-api';

/**
 * The dashboard's data and its access rule (spec section 4): once company and user are known,
 * anyone but the owner is told 'Access denied' and sent to the public page. The user is
 * refreshed on entry so a stale session cache cannot keep a former owner in.
 */
export function useDashboard(slug: string) {
  const { user, refresh: refreshUser } = useAuth();
  const { toast } = useToast();
  const navigate = useNavigate();
  const company = useCompany(slug);
  const isOwner = Boolean(user && company.data && user.id === company.data.ownerId);
  const stats = useCompanyStats(slug, isOwner);
  // The team's list: private ideas too, which no public answer has.
  const ideas = useCompanyIdeas(slug, isOwner, viewerKey(user), 'team');
  const refreshBoard = useRefreshBoard(slug);
  const denied = Boolean(user && company.data && !isOwner);

  useEffect(() => {
    void refreshUser();
  }, [refreshUser]);

  useEffect(() => {
    if (!denied) return;
    toast({
      title: 'Access denied',
      description: "You don't have permission to view this dashboard",
      variant: 'destructive',
    });
    navigate(paths.company(slug), { replace: true });
  }, [denied, toast, navigate, slug]);

  return { user, company, stats, ideas, isOwner, refreshBoard, refreshUser };
}
