/**
 * "Merge into…" (issue 16): find the idea this one duplicates among the company's ideas, then
 * confirm with both titles named. Votes and comments move; an unmerge within 30 days undoes it.
 */
import type { Idea } from '@sayso/api/contract';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useDebouncedList } from '@/lib/use-debounced-list';
import { theme } from '@/styles/theme';
import { mergeIdea, teamIdeasSearchUrl } from '../api/moderation-api';

interface MergeDialogProps {
  open: boolean;
  onClose: () => void;
  slug: string;
  idea: Pick<Idea, 'id' | 'title'>;
  onMerged: () => void | Promise<void>;
}

export function MergeDialog({ open, onClose, slug, idea, onMerged }: MergeDialogProps) {
  const { toast } = useToast();
  const [q, setQ] = useState('');
  const [target, setTarget] = useState<Idea | null>(null);
  const [merging, setMerging] = useState(false);

  const text = q.trim();
  const found = useDebouncedList<Idea>(text.length < 2 ? null : teamIdeasSearchUrl(slug, text)).filter(
    (other) => other.id !== idea.id,
  );

  const close = () => {
    setTarget(null);
    setQ('');
    onClose();
  };

  async function confirm() {
    if (!target) return;
    setMerging(true);
    try {
      await mergeIdea(idea.id, target.id);
      toast({
        title: 'Merged',
        description: `"${idea.title}" was merged into "${target.title}"`,
        variant: 'success',
      });
      close();
      await onMerged();
    } catch (error) {
      toast({
        title: 'Not merged',
        description: errorMessage(error, 'Merging failed'),
        variant: 'destructive',
      });
    } finally {
      setMerging(false);
    }
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Merge into another idea"
      description={`Find the idea "${idea.title}" duplicates.`}
    >
      {target ? (
        <Confirm>
          <p>
            Merge "{idea.title}" into "{target.title}"? Its votes and comments move to "{target.title}", and
            its page leads there. You can undo this for 30 days.
          </p>
          <Actions>
            <Button variant="outline" onClick={() => setTarget(null)} disabled={merging}>
              Back
            </Button>
            <Button onClick={() => void confirm()} loading={merging}>
              Merge
            </Button>
          </Actions>
        </Confirm>
      ) : (
        <>
          <Input
            label="Search ideas"
            name="merge-search"
            type="search"
            value={q}
            autoComplete="off"
            onChange={(event) => setQ(event.target.value)}
          />
          <p className="visually-hidden" aria-live="polite">
            {text.length >= 2 ? `${found.length} ideas found` : ''}
          </p>
          <Results aria-label="Matching ideas">
            {found.map((other) => (
              <li key={other.id}>
                <Button variant="ghost" fullWidth onClick={() => setTarget(other)}>
                  {other.title} · {other.votes} {other.votes === 1 ? 'vote' : 'votes'}
                </Button>
              </li>
            ))}
          </Results>
        </>
      )}
    </Dialog>
  );
}

const Results = styled.ul`
  list-style: none;
  margin: ${theme.space[3]} 0 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  button { justify-content: flex-start; text-align: left; white-space: normal; height: auto; min-height: 40px; }
`;

const Confirm = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
  p { overflow-wrap: anywhere; }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
`;
