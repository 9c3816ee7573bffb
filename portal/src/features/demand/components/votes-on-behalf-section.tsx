import type { VoteOnBehalf } from '@sayso/api/contract';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { theme } from '@/styles/theme';
import { useVotesOnBehalf } from '../api/demand-api';
import { VoteOnBehalfDialog } from './vote-on-behalf-dialog';

/** "grace@navy.test · Navy · Enterprise · MRR 1,200": what the team knows of the person. */
function details(vote: VoteOnBehalf): string {
  const parts = [vote.voter.email, vote.company, vote.plan];
  if (vote.mrr !== null) parts.push(`MRR ${vote.mrr.toLocaleString()}`);
  return parts.filter(Boolean).join(' · ');
}

interface VotesOnBehalfSectionProps {
  ideaId: number;
  /** Refreshes what shows the idea's count (the idea page, the inbox row). */
  onRecorded: () => Promise<unknown>;
  /** A heading level that fits where it is shown (the idea page: h2; the inbox panel: h3). */
  headingLevel?: 'h2' | 'h3';
}

/**
 * For the team only (the caller decides): the "Vote on behalf" button and the votes recorded for
 * customers, each with who recorded it and their note (issue 28).
 */
export function VotesOnBehalfSection({ ideaId, onRecorded, headingLevel = 'h2' }: VotesOnBehalfSectionProps) {
  const [open, setOpen] = useState(false);
  const votes = useVotesOnBehalf(ideaId, true);
  const titleId = `votes-on-behalf-${ideaId}`;
  const Heading = headingLevel;
  return (
    <Section aria-labelledby={titleId}>
      <Head>
        <Heading id={titleId}>Votes on behalf</Heading>
        <Button size="sm" variant="outline" aria-haspopup="dialog" onClick={() => setOpen(true)}>
          Vote on behalf
        </Button>
      </Head>
      {votes.data && votes.data.length > 0 && (
        <ul aria-label="Votes recorded on behalf of customers">
          {votes.data.map((vote) => (
            <li key={vote.id}>
              <strong>{vote.voter.name}</strong> ({details(vote)})
              <Byline>
                Voted on behalf by {vote.recordedBy?.name ?? 'a former team member'}
                {vote.note && <> — {vote.note}</>}
              </Byline>
            </li>
          ))}
        </ul>
      )}
      {open && (
        <VoteOnBehalfDialog
          ideaId={ideaId}
          onClose={() => setOpen(false)}
          onRecorded={() => Promise.all([votes.mutate(), onRecorded()])}
        />
      )}
    </Section>
  );
}

const Section = styled.section`
  padding: ${theme.space[4]} ${theme.space[6]};
  border-top: 1px solid ${theme.colors.border};
  overflow-wrap: anywhere;
  ul { list-style: none; display: flex; flex-direction: column; gap: ${theme.space[2]}; margin-top: ${theme.space[2]}; }
  li { font-size: ${theme.font.size.sm}; }
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[2]};
  h2, h3 { font-size: ${theme.font.size.sm}; font-weight: ${theme.font.weight.semibold}; }
`;

const Byline = styled.span`
  display: block;
  color: ${theme.colors.textMuted};
`;
