import type { Board } from '@sayso/api/contract';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Select } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { serverFieldErrors } from '@/lib/form-errors';
import { theme } from '@/styles/theme';
import { deleteBoard } from '../api/boards-api';

interface DeleteBoardDialogProps {
  companyId: number;
  board: Board;
  /** Every board of the company: the others are where its ideas may go. */
  boards: Board[];
  onClose: () => void;
  onDeleted: (boards: Board[]) => Promise<void>;
}

/** Deletes a board after asking where its ideas (with their votes and comments) go. */
export function DeleteBoardDialog({ companyId, board, boards, onClose, onDeleted }: DeleteBoardDialogProps) {
  const { toast } = useToast();
  const others = boards.filter((other) => other.id !== board.id);
  // No board is chosen for the owner: where the ideas go is a decision, never a default.
  const [moveTo, setMoveTo] = useState('');
  const [error, setError] = useState<string>();
  const [deleting, setDeleting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!moveTo) {
      setError('Please choose the board its ideas move to');
      return;
    }
    setDeleting(true);
    try {
      await onDeleted(await deleteBoard(companyId, board.id, Number(moveTo)));
      toast({ title: 'Deleted', description: `${board.name} was deleted`, variant: 'success' });
      onClose();
    } catch (failure) {
      const message = errorMessage(failure, 'Failed to delete the board');
      setError(serverFieldErrors<'moveTo'>(failure).moveTo ?? message);
      toast({ title: 'Error', description: message, variant: 'destructive' });
    } finally {
      setDeleting(false);
    }
  }

  const count = `${board.ideaCount} ${board.ideaCount === 1 ? 'idea' : 'ideas'}`;
  const moves =
    board.ideaCount === 0
      ? 'It holds no ideas; any that arrive before it goes move to the board you choose.'
      : `Its ${count}, with their votes and comments, move to the board you choose.`;
  return (
    <Dialog
      open
      onClose={onClose}
      title={`Delete ${board.name}?`}
      description={`${moves} Its address stops working.`}
    >
      <Form onSubmit={submit} noValidate aria-label={`Delete ${board.name}`}>
        <Select
          label="Move its ideas to"
          value={moveTo}
          required
          error={error}
          onChange={(event) => {
            setMoveTo(event.target.value);
            setError(undefined);
          }}
        >
          <option value="">Choose a board…</option>
          {others.map((other) => (
            <option key={other.id} value={other.id}>
              {other.name}
            </option>
          ))}
        </Select>
        <Buttons>
          <Button type="button" variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="destructive" loading={deleting}>
            Delete board
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

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${theme.space[2]};
`;
