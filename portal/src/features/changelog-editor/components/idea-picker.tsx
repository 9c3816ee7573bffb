import type { ChangelogLinkedIdea, InboxIdea, PublicBoard } from '@sayso/api/contract';
import { CHANGELOG_IDEA_LIMIT } from '@sayso/api/contract';
import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { Input } from '@/components/ui/field';
import { theme } from '@/styles/theme';
import { searchIdeas } from '../api/changelog-api';

/** Searches start at this many characters: one letter matches half the board. */
const MIN_QUERY = 2;
const DEBOUNCE_MS = 250;

/**
 * The ideas the entry links: a title search over every board (the inbox's own search), each
 * result an "add" button, and the chosen ideas as removable chips naming their board.
 */
export function IdeaPicker({
  companyId,
  boards,
  ideas,
  error,
  onChange,
}: {
  companyId: number;
  boards: PublicBoard[];
  ideas: ChangelogLinkedIdea[];
  error?: string | undefined;
  onChange: (ideas: ChangelogLinkedIdea[]) => void;
}) {
  const [query, setQuery] = useState('');
  const found = useIdeaSearch(companyId, query);
  const resultsId = useId();
  const boardBySlug = (slug: string) => boards.find((board) => board.slug === slug)?.name ?? slug;
  const linked = new Set(ideas.map((idea) => idea.id));
  const full = ideas.length >= CHANGELOG_IDEA_LIMIT;

  function add(idea: InboxIdea) {
    const board = boards.find((candidate) => candidate.id === idea.boardId);
    onChange([...ideas, { id: idea.id, title: idea.title, boardSlug: board?.slug ?? '' }]);
  }

  return (
    <Wrap>
      <Input
        label="Linked ideas"
        type="search"
        value={query}
        placeholder="Search ideas by title"
        hint={`Publishing moves linked ideas to Completed. Up to ${CHANGELOG_IDEA_LIMIT}.`}
        error={error}
        aria-controls={resultsId}
        onChange={(event) => setQuery(event.target.value)}
      />
      <Results id={resultsId} aria-label="Matching ideas" aria-live="polite">
        {found.map((idea) => (
          <li key={idea.id}>
            <Result
              type="button"
              disabled={linked.has(idea.id) || full}
              onClick={() => add(idea)}
              aria-label={`Link ${idea.title}`}
            >
              <span>{idea.title}</span>
              <Board>{boards.find((board) => board.id === idea.boardId)?.name}</Board>
              {linked.has(idea.id) && <Board>Linked</Board>}
            </Result>
          </li>
        ))}
      </Results>
      {ideas.length > 0 && (
        <Chips aria-label="Ideas this entry links">
          {ideas.map((idea) => (
            <Chip key={idea.id} data-testid="linked-idea">
              <span>{idea.title}</span>
              <Board>{boardBySlug(idea.boardSlug)}</Board>
              <Remove
                type="button"
                aria-label={`Remove ${idea.title}`}
                onClick={() => onChange(ideas.filter((other) => other.id !== idea.id))}
              >
                ×
              </Remove>
            </Chip>
          ))}
        </Chips>
      )}
    </Wrap>
  );
}

/** The ideas matching `query`, asked once typing pauses, a stale request aborted. */
function useIdeaSearch(companyId: number, query: string): InboxIdea[] {
  const [found, setFound] = useState<InboxIdea[]>([]);
  useEffect(() => {
    const q = query.trim();
    if (q.length < MIN_QUERY) {
      setFound([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchIdeas(companyId, q, controller.signal)
        .then((page) => setFound(page.ideas))
        .catch(() => {
          if (!controller.signal.aborted) setFound([]);
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [companyId, query]);
  return found;
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
`;

const Results = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 2px;
  &:empty { display: none; }
`;

const Result = styled.button`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]};
  width: 100%;
  min-height: 40px;
  padding: ${theme.space[1]} ${theme.space[3]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.sm};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font-size: ${theme.font.size.sm};
  text-align: left;
  cursor: pointer;
  &:hover:not(:disabled) { background: ${theme.colors.surfaceMuted}; }
  &:disabled { cursor: default; color: ${theme.colors.textMuted}; }
  &:focus-visible { outline: 2px solid ${theme.colors.brand}; outline-offset: 2px; }
`;

const Board = styled.span`
  font-size: ${theme.font.size.xs};
  color: ${theme.colors.textMuted};
`;

const Chips = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
`;

const Chip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  max-width: 100%;
  padding: ${theme.space[1]} ${theme.space[1]} ${theme.space[1]} ${theme.space[3]};
  border-radius: ${theme.radius.full};
  background: ${theme.colors.brandSoft};
  font-size: ${theme.font.size.sm};
  overflow-wrap: anywhere;
`;

const Remove = styled.button`
  flex: none;
  width: 28px;
  height: 28px;
  border: 0;
  border-radius: ${theme.radius.full};
  background: transparent;
  color: ${theme.colors.text};
  font-size: ${theme.font.size.lg};
  line-height: 1;
  cursor: pointer;
  &:hover { background: ${theme.colors.surface}; }
  &:focus-visible { outline: 2px solid ${theme.colors.brand}; outline-offset: 2px; }
`;
