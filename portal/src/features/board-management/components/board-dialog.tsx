import { BOARD_VISIBILITIES, type Board, type BoardVisibility, type PlanId } from '@sayso/api/contract';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Input, Textarea } from '@/components/ui/field';
import { PlanGate } from '@/components/ui/plan-gate';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { type FieldErrors, hasErrors, serverFieldErrors } from '@/lib/form-errors';
import { theme } from '@/styles/theme';
import { createBoard, updateBoard } from '../api/boards-api';
import {
  type BoardDraft,
  type BoardField,
  draftErrors,
  draftOf,
  EMPTY_DRAFT,
  inputOf,
  VISIBILITY_HINTS,
  VISIBILITY_LABELS,
  withName,
} from '../lib/board-draft';
import { AudienceFields } from './audience-fields';

interface BoardDialogProps {
  companyId: number;
  plan: PlanId;
  /** The board to change; none: a new board. */
  board?: Board | undefined;
  onClose: () => void;
  onSaved: (boards: Board[]) => Promise<void>;
}

/** Creates a board, or renames, describes, moves or changes who sees one (restricted: Business). */
export function BoardDialog({ companyId, plan, board, onClose, onSaved }: BoardDialogProps) {
  const { toast } = useToast();
  const [draft, setDraft] = useState<BoardDraft>(board ? draftOf(board) : EMPTY_DRAFT);
  const [errors, setErrors] = useState<FieldErrors<BoardField>>({});
  const [saving, setSaving] = useState(false);
  const change = (next: Partial<BoardDraft>) => setDraft((current) => ({ ...current, ...next }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problems = draftErrors(draft);
    setErrors(problems);
    if (hasErrors(problems)) return;
    setSaving(true);
    try {
      const input = inputOf(draft);
      await onSaved(
        board ? await updateBoard(companyId, board.id, input) : await createBoard(companyId, input),
      );
      toast({ title: 'Saved', description: `${draft.name.trim()} is saved`, variant: 'success' });
      onClose();
    } catch (error) {
      // The server's words, verbatim: on the field they concern, and in the toast.
      setErrors(serverFieldErrors<BoardField>(error));
      toast({
        title: 'Error',
        description: errorMessage(error, 'Failed to save the board'),
        variant: 'destructive',
      });
    } finally {
      setSaving(false);
    }
  }

  const title = board ? `Edit ${board.name}` : 'New board';
  return (
    <Dialog open onClose={onClose} title={title}>
      <Form onSubmit={submit} noValidate aria-label={title}>
        <Input
          label="Board name"
          value={draft.name}
          maxLength={60}
          error={errors.name}
          autoFocus
          onChange={(event) => setDraft((current) => withName(current, event.target.value))}
        />
        <Input
          label="Address"
          hint="Lower-case letters, digits and hyphens: /company/…/board/this-address"
          value={draft.slug}
          maxLength={60}
          error={errors.slug}
          onChange={(event) => change({ slug: event.target.value, slugEdited: true })}
        />
        <Textarea
          label="Description"
          value={draft.description}
          maxLength={500}
          rows={2}
          error={errors.description}
          onChange={(event) => change({ description: event.target.value })}
        />
        <Fieldset>
          <legend>Who sees this board</legend>
          {BOARD_VISIBILITIES.map((visibility) => {
            const option = (
              <Radio key={visibility}>
                <input
                  type="radio"
                  name="visibility"
                  value={visibility}
                  checked={draft.visibility === visibility}
                  onChange={() => change({ visibility: visibility as BoardVisibility })}
                />
                <span>
                  <strong>{VISIBILITY_LABELS[visibility]}</strong> {VISIBILITY_HINTS[visibility]}
                </span>
              </Radio>
            );
            return visibility === 'restricted' ? (
              <PlanGate key={visibility} plan={plan} entitlement="restrictedBoards">
                {option}
              </PlanGate>
            ) : (
              option
            );
          })}
          {errors.visibility && <FieldError role="alert">{errors.visibility}</FieldError>}
        </Fieldset>
        {draft.visibility === 'restricted' && (
          <AudienceFields draft={draft} errors={errors} onChange={change} />
        )}
        <Buttons>
          <Button type="button" variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {board ? 'Save board' : 'Create board'}
          </Button>
        </Buttons>
      </Form>
    </Dialog>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
`;

const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend { margin-bottom: ${theme.space[2]}; font-size: ${theme.font.size.sm}; font-weight: ${theme.font.weight.medium}; }
`;

const Radio = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space[2]};
  font-size: ${theme.font.size.sm};
  cursor: pointer;
  input { width: 16px; height: 16px; margin: 2px 0 0; accent-color: ${theme.colors.brand}; flex: none; }
`;

const FieldError = styled.p`
  color: ${theme.colors.danger};
  font-size: ${theme.font.size.sm};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${theme.space[2]};
`;
