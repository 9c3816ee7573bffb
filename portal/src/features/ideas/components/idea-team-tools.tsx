/**
 * The team's controls on an idea page: its status and a way to edit it (issue 26, the whole
 * team triages), Approve or Delete a held idea (members),
 * "Merge into…" and the ideas merged into this one with Unmerge (admins and the owner). The
 * server checks every call; this only offers what the caller's role may do.
 */
import { type Idea, isStatus, reaches, STATUSES, type Status, type TeamPosition } from '@sayso/api/contract';
import { useState } from 'react';
import styled from 'styled-components';
import { Button, ButtonLink } from '@/components/ui/button';
import { Select } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { labelIn, useStatusLabels } from '@/lib/board/board-settings';
import { useUndoOffer } from '@/lib/use-undo-offer';
import { theme } from '@/styles/theme';
import {
  approveIdea,
  deleteIdea,
  setIdeaStatus,
  undoStatusChange,
  unmergeIdea,
  useMerges,
} from '../api/moderation-api';
import { MergeDialog } from './merge-dialog';

interface TeamToolsProps {
  idea: Idea;
  slug: string;
  role: TeamPosition;
  /** After any change: refresh the idea, its thread and the board. */
  onChanged: () => void | Promise<void>;
  /** After the idea was deleted. */
  onDeleted: () => void;
}

export function IdeaTeamTools({ idea, slug, role, onChanged, onDeleted }: TeamToolsProps) {
  const { toast } = useToast();
  const admin = reaches(role, 'admin');
  const merges = useMerges(idea.id, true);
  const [merging, setMerging] = useState(false);
  const [busy, setBusy] = useState(false);

  /** Runs one team action; `done` is its success toast's title, or what to say given its answer. */
  const act = async <T,>(
    run: () => Promise<T>,
    done: string | ((answer: T) => void),
    after: () => void | Promise<void> = onChanged,
  ) => {
    setBusy(true);
    try {
      const answer = await run();
      if (typeof done === 'string') toast({ title: done, variant: 'success' });
      else done(answer);
      await Promise.all([after(), merges.mutate()]);
    } catch (error) {
      toast({
        title: 'Error',
        description: errorMessage(error, 'That did not work'),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  const undoable = (merges.data ?? []).filter((merge) => merge.undoable);
  const labels = useStatusLabels();
  const offerUndo = useUndoOffer((token) => undoStatusChange(idea.companyId, token), onChanged);
  // A change that e-mails the idea's followers answers an undo ticket: "… Undo" as in the inbox.
  const changeStatus = (status: Status) =>
    act(
      () => setIdeaStatus(idea.id, status),
      (updated) => {
        const description = `"${idea.title}" is now ${labelIn(labels, status)}`;
        if (updated.undo) offerUndo(updated.undo, 'Status changed', description);
        else toast({ title: 'Status changed', variant: 'success' });
      },
    );
  // The inbox, searched for this idea: its side panel edits the title, text and category.
  const editHref = `${paths.dashboardSection(slug, 'inbox')}?q=${encodeURIComponent(idea.title)}`;
  return (
    <Tools aria-label="Team tools">
      <Row>
        <StatusSelect
          label="Status"
          value={isStatus(idea.status) ? idea.status : 'idea'}
          disabled={busy}
          onChange={(event) => void changeStatus(event.target.value as Status)}
        >
          {STATUSES.map((status) => (
            <option key={status} value={status}>
              {labelIn(labels, status)}
            </option>
          ))}
        </StatusSelect>
        {admin && (
          <ButtonLink size="sm" variant="outline" to={editHref}>
            Edit in the inbox
          </ButtonLink>
        )}
      </Row>
      {idea.held && (
        <Row>
          <span>Held for review: only the team and its author see it.</span>
          <Button size="sm" onClick={() => void act(() => approveIdea(idea.id), 'Approved')} disabled={busy}>
            Approve
          </Button>
          <Button
            size="sm"
            variant="destructive"
            onClick={() => void act(() => deleteIdea(idea.id), 'Deleted', onDeleted)}
            disabled={busy}
          >
            Delete
          </Button>
        </Row>
      )}
      {admin && (
        <Row>
          <Button size="sm" variant="outline" onClick={() => setMerging(true)}>
            Merge into…
          </Button>
        </Row>
      )}
      {undoable.length > 0 && (
        <section aria-labelledby="merged-ideas-title">
          <h2 id="merged-ideas-title">Merged into this idea</h2>
          <ul>
            {undoable.map((merge) => (
              <li key={merge.id}>
                <span>"{merge.sourceTitle}"</span>
                {admin && (
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={busy}
                    aria-label={`Unmerge "${merge.sourceTitle}"`}
                    onClick={() => void act(() => unmergeIdea(idea.id, merge.id), 'Unmerged')}
                  >
                    Unmerge
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      <MergeDialog
        open={merging}
        onClose={() => setMerging(false)}
        slug={slug}
        idea={idea}
        onMerged={onChanged}
      />
    </Tools>
  );
}

const Tools = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  padding: ${theme.space[4]} ${theme.space[6]};
  border-top: 1px solid ${theme.colors.border};
  h2 { font-size: ${theme.font.size.sm}; font-weight: ${theme.font.weight.semibold}; margin-bottom: ${theme.space[2]}; }
  ul { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: ${theme.space[2]}; }
  li { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: ${theme.space[2]}; }
  &:empty { display: none; }
`;

const StatusSelect = styled(Select)`
  max-width: 220px;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]};
  span { flex: 1 1 200px; font-size: ${theme.font.size.sm}; color: ${theme.colors.textMuted}; }
`;
