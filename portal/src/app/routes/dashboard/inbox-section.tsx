import type { CompanyPage, InboxIdea, PlanId, TeamPosition } from '@sayso/api/contract';
import { reaches } from '@sayso/api/contract';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { DemandInboxBar } from '@/features/demand/components/demand-inbox-bar';
import { VotesOnBehalfSection } from '@/features/demand/components/votes-on-behalf-section';
import { useComments } from '@/features/ideas/api/idea-api';
import { CommentThread } from '@/features/ideas/components/comment-thread';
import { IdeaHistory } from '@/features/ideas/components/idea-history';
import { MergeDialog } from '@/features/ideas/components/merge-dialog';
import { IdeasTab } from '@/features/inbox/components/ideas-tab';
import { OnboardingChecklist } from '@/features/onboarding/components/onboarding-checklist';
import { TriageControls } from './triage-controls';

interface InboxSectionProps {
  company: CompanyPage;
  plan: PlanId;
  role: TeamPosition;
  /** Refreshes the board's cached pages after a change. */
  onChanged: () => Promise<unknown>;
}

/**
 * /dashboard/{slug}/inbox: the triage inbox, its side panel completed with what the ideas feature
 * offers the team (merge, the history), and the slot for the first-dashboard checklist.
 */
export function InboxSection({ company, plan, role, onChanged }: InboxSectionProps) {
  return (
    <section aria-labelledby="dashboard-inbox-title">
      <Title id="dashboard-inbox-title">Inbox</Title>
      <IdeasTab
        companyId={company.id}
        slug={company.slug}
        plan={plan}
        role={role}
        onChanged={onChanged}
        company={company}
        top={<OnboardingChecklist company={company} plan={plan} role={role} />}
        filterExtras={<DemandInboxBar companyId={company.id} plan={plan} />}
        panelExtras={(idea, refresh) => (
          <>
            <TriageControls companyId={company.id} idea={idea} refresh={refresh} />
            <PanelExtras idea={idea} slug={company.slug} admin={reaches(role, 'admin')} refresh={refresh} />
          </>
        )}
      />
    </section>
  );
}

function PanelExtras({
  idea,
  slug,
  admin,
  refresh,
}: {
  idea: InboxIdea;
  slug: string;
  admin: boolean;
  refresh: () => Promise<unknown>;
}) {
  const [merging, setMerging] = useState(false);
  const comments = useComments(idea.id);
  return (
    <>
      {admin && (
        <div>
          <Button size="sm" variant="outline" onClick={() => setMerging(true)}>
            Merge into…
          </Button>
          <MergeDialog
            open={merging}
            onClose={() => setMerging(false)}
            slug={slug}
            idea={idea}
            onMerged={async () => {
              await refresh();
            }}
          />
        </div>
      )}
      <VotesOnBehalfSection ideaId={idea.id} onRecorded={refresh} headingLevel="h3" />
      <IdeaHistory ideaId={idea.id} onTeam />
      <section aria-labelledby={`panel-comments-${idea.id}`}>
        <CommentsTitle id={`panel-comments-${idea.id}`}>Comments</CommentsTitle>
        {comments.data?.length === 0 ? (
          <p>No comments yet.</p>
        ) : (
          <CommentThread comments={comments.data} failed={Boolean(comments.error)} />
        )}
      </section>
    </>
  );
}

const CommentsTitle = styled.h3`
  font-size: 0.875rem;
  font-weight: 600;
  margin-bottom: 8px;
`;

const Title = styled.h2`
  font-size: 1.125rem;
  font-weight: 600;
  margin-bottom: 8px;
`;
