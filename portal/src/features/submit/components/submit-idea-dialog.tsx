import { lazy, Suspense } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import type { SubmitDialogProps } from '@/lib/board/slots';

// The form and its validation (zod) load on first open, not with the board.
const SubmitIdeaForm = lazy(() =>
  import('./submit-idea-form').then((module) => ({ default: module.SubmitIdeaForm })),
);

/** The 'Submit New Idea' dialog; mounted fresh on each open so the form starts clean. */
export function SubmitIdeaDialog({ open, onClose, company, board, onSubmitted, onVoted }: SubmitDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Submit New Idea"
      description={`Share your idea with ${company.name}.`}
    >
      {open && (
        <Suspense fallback={<Spinner label="Loading the form" />}>
          <SubmitIdeaForm
            onClose={onClose}
            company={company}
            board={board}
            onSubmitted={onSubmitted}
            onVoted={onVoted}
          />
        </Suspense>
      )}
    </Dialog>
  );
}
