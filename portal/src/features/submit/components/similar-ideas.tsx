/**
 * Similar ideas while typing a title (issue 16): up to three of the board's public ideas that
 * match, each with a vote button, so a visitor can vote instead of posting a duplicate. Asks
 * 250 ms after the last keystroke, from three characters on, and drops a stale answer.
 */
import { SIMILAR_MIN_CHARS, type SimilarIdea } from '@sayso/api/contract';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { apiPaths } from '@/lib/api-paths';
import { useAuth } from '@/lib/auth/auth-context';
import { useVote } from '@/lib/board/use-vote';
import { useDebouncedList } from '@/lib/use-debounced-list';
import { theme } from '@/styles/theme';

/** The matches for `title` in company `slug` (on `board`, when named): none below three characters (or on failure). */
function useSimilarIdeas(slug: string, board: string | undefined, title: string): SimilarIdea[] {
  const q = title.trim();
  return useDebouncedList<SimilarIdea>(
    q.length < SIMILAR_MIN_CHARS ? null : apiPaths.company(slug).similar(q, board),
  );
}

interface SimilarIdeasProps {
  slug: string;
  /** The board the idea goes to (its slug): only its ideas are offered. */
  board?: string | undefined;
  title: string;
  /** After a counted vote (the embed tells its host page). */
  onVoted?: ((ideaId: number) => void) | undefined;
}

export function SimilarIdeas({ slug, board, title, onVoted }: SimilarIdeasProps) {
  const found = useSimilarIdeas(slug, board, title);
  const { user } = useAuth();
  const announcement =
    found.length === 0 ? '' : `${found.length} similar ${found.length === 1 ? 'idea' : 'ideas'} found`;
  return (
    <Wrap>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      {found.length > 0 && (
        <section aria-labelledby="similar-ideas-heading">
          <Heading id="similar-ideas-heading">Similar ideas: vote for one instead?</Heading>
          <List>
            {found.map((idea) => (
              <SimilarRow key={idea.id} idea={idea} anonymous={!user} onVoted={onVoted} />
            ))}
          </List>
        </section>
      )}
    </Wrap>
  );
}

interface RowProps {
  idea: SimilarIdea;
  anonymous: boolean;
  onVoted?: ((ideaId: number) => void) | undefined;
}

function SimilarRow({ idea, anonymous, onVoted }: RowProps) {
  const { votes, voted, pending, vote } = useVote(idea, { anonymous, ...(onVoted ? { onVoted } : {}) });
  return (
    <Item>
      <Title>{idea.title}</Title>
      <Button
        size="sm"
        variant={voted ? 'secondary' : 'outline'}
        onClick={() => void vote()}
        disabled={voted || pending}
        aria-label={`${voted ? 'Voted for' : 'Vote for'} ${idea.title}, ${votes} ${votes === 1 ? 'vote' : 'votes'}`}
      >
        {voted ? 'Voted' : 'Vote'} · {votes}
      </Button>
    </Item>
  );
}

const Wrap = styled.div`
  &:empty { display: none; }
`;

const Heading = styled.h3`
  margin: 0 0 ${theme.space[2]};
  font-size: ${theme.font.size.sm};
  color: ${theme.colors.textMuted};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
`;

const Item = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[3]};
  padding: ${theme.space[2]} ${theme.space[3]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
`;

const Title = styled.span`
  min-width: 0;
  overflow-wrap: anywhere;
  font-size: ${theme.font.size.sm};
`;
