import type { IdentifiedPerson } from '@sayso/api/contract';
import styled from 'styled-components';
import { theme } from '@/styles/theme';
import { useIdeaPeople } from '../api/idea-people-api';

/** "Ada (ada@acme.com) · Acme · Scale · MRR 120": what the host's identify token said. */
function describe(person: IdentifiedPerson): string {
  const parts = [`${person.name} (${person.email})`, person.company, person.plan];
  if (person.mrr !== null) parts.push(`MRR ${person.mrr.toLocaleString()}`);
  return parts.filter(Boolean).join(' · ');
}

/**
 * The identified people on an idea (issue 15, Identify), for its team only: the author and the
 * voters your app vouched for, with the attributes it sent. Nothing when there are none.
 */
export function IdeaPeopleSection({
  companyId,
  ideaId,
  onTeam,
}: {
  companyId: number;
  ideaId: number;
  onTeam: boolean;
}) {
  const people = useIdeaPeople(companyId, ideaId, onTeam);
  const data = people.data;
  const voters = data?.voters.filter((voter) => voter.identified) ?? [];
  if (!data || (!data.author && voters.length === 0)) return null;
  const others = data.voters.length - voters.length;
  return (
    <Section aria-labelledby="idea-people-title">
      <h2 id="idea-people-title">Identified people</h2>
      {data.author && <p>Submitted by {describe(data.author)}</p>}
      {voters.length > 0 && (
        <ul aria-label="Identified voters">
          {voters.map(
            (voter) =>
              voter.identified && <li key={voter.identified.userId}>{describe(voter.identified)}</li>,
          )}
        </ul>
      )}
      {others > 0 && (
        <p>
          and {others} other {others === 1 ? 'voter' : 'voters'}
        </p>
      )}
    </Section>
  );
}

const Section = styled.section`
  padding: ${theme.space[4]} ${theme.space[6]};
  border-top: 1px solid ${theme.colors.border};
  overflow-wrap: anywhere;
  h2 { font-size: ${theme.font.size.sm}; font-weight: ${theme.font.weight.semibold}; margin-bottom: ${theme.space[2]}; }
  ul { list-style: none; display: flex; flex-direction: column; gap: ${theme.space[1]}; }
  li, p { font-size: ${theme.font.size.sm}; color: ${theme.colors.textMuted}; }
`;
