import type { CompanyPage, Idea, PlanId, Status } from '@sayso/api/contract';
import styled from 'styled-components';
import type { SWRResponse } from 'swr';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useToast } from '@/components/ui/toast';
import { updateIdeaPrivacy, updateIdeaStatus } from '@/lib/board/board-api';
import { categoryLabel } from '@/lib/board/categories';
import { theme } from '@/styles/theme';
import { deleteIdea } from '../api/dashboard-api';
import { IdeaRow } from './idea-row';

export const DELETE_CONFIRMATION =
  'Are you sure you want to delete this feature request? This action cannot be undone.';

interface IdeasTabProps {
  ideas: SWRResponse<Idea[]>;
  /** The owner's plan: making an idea private needs Private roadmaps (Pro and Business). */
  plan: PlanId;
  /** Refreshes the list and the header stats after a change. */
  onChanged: () => Promise<unknown>;
  /** The company page: names the ideas' own categories. */
  company?: Pick<CompanyPage, 'categories'> | undefined;
}

/** Tab 1: every idea of the company (private ones too) with its controls (spec section 2). */
export function IdeasTab({ ideas, plan, onChanged, company }: IdeasTabProps) {
  const { toast } = useToast();

  async function changeStatus(idea: Idea, status: Status) {
    try {
      await updateIdeaStatus(idea.id, status);
      toast({ title: 'Success', description: 'Feature updated successfully', variant: 'success' });
    } catch {
      toast({ title: 'Error', description: 'Failed to update feature status', variant: 'destructive' });
    }
    await onChanged();
  }

  async function changePrivacy(idea: Idea, isPrivate: boolean) {
    try {
      await updateIdeaPrivacy(idea.id, isPrivate);
      toast({
        title: 'Success',
        description: isPrivate ? 'The idea is now private' : 'The idea is now public',
        variant: 'success',
      });
    } catch {
      toast({ title: 'Error', description: 'Failed to update feature privacy', variant: 'destructive' });
    }
    await onChanged();
  }

  async function remove(idea: Idea) {
    if (!window.confirm(DELETE_CONFIRMATION)) return;
    try {
      await deleteIdea(idea.id);
      toast({
        title: 'Deleted',
        description: 'The feature request has been permanently deleted',
        variant: 'success',
      });
    } catch {
      toast({ title: 'Error', description: 'Failed to delete the feature request', variant: 'destructive' });
    }
    await onChanged();
  }

  if (ideas.error && !ideas.data) {
    return (
      <State role="alert">
        <StateTitle>Failed to load feature requests</StateTitle>
        <Button variant="outline" onClick={() => void ideas.mutate()}>
          Try again
        </Button>
      </State>
    );
  }
  if (!ideas.data) return <RowsSkeleton />;
  if (ideas.data.length === 0) {
    return (
      <State>
        <StateTitle>No feature requests yet</StateTitle>
        <StateText>Share your company page with users to collect feedback</StateText>
      </State>
    );
  }
  return (
    <List aria-label="Feature requests">
      {ideas.data.map((idea) => (
        <IdeaRow
          key={idea.id}
          idea={idea}
          plan={plan}
          categoryLabel={categoryLabel(idea, company)}
          onStatusChange={changeStatus}
          onPrivacyChange={changePrivacy}
          onDelete={remove}
        />
      ))}
    </List>
  );
}

function RowsSkeleton() {
  return (
    <div role="status" aria-label="Loading feature requests">
      {[0, 1, 2].map((i) => (
        <SkeletonRow key={i} data-testid="idea-row-skeleton">
          <Skeleton $width="30%" $height="18px" />
          <Skeleton $width="70%" $height="16px" />
          <Skeleton $height="14px" />
        </SkeletonRow>
      ))}
    </div>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
`;

const SkeletonRow = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  padding: ${theme.space[4]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  & + & { margin-top: ${theme.space[3]}; }
`;

const State = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space[2]};
  padding: ${theme.space[10]} ${theme.space[4]};
  text-align: center;
  border: 1px dashed ${theme.colors.borderStrong};
  border-radius: ${theme.radius.md};
`;

const StateTitle = styled.p`
  font-weight: ${theme.font.weight.semibold};
`;

const StateText = styled.p`
  color: ${theme.colors.textMuted};
  font-size: ${theme.font.size.sm};
`;
