import type { Idea } from '@sayso/api/contract';
import { lazy, Suspense } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';

// The form and its validation (zod) load on first open, not with the board.
const SubmitIdeaForm = lazy(() =>
  import('./submit-idea-form').then((module) => ({ default: module.SubmitIdeaForm })),
);

export interface SubmitIdeaDialogProps {
  open: boolean;
  onClose: () => void;
  company: { id: number; name: string };
  /** After the server accepted the idea (refresh lists, notify an embedding page). */
  onSubmitted: (feature: Idea) => void | Promise<void>;
}

/** The 'Submit New Idea' dialog; mounted fresh on each open so the form starts clean. */
export function SubmitIdeaDialog({ open, onClose, company, onSubmitted }: SubmitIdeaDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Submit New Idea"
      description={`Share your idea with ${company.name}.`}
    >
      {open && (
        <Suspense fallback={<Spinner label="Loading the form" />}>
          <SubmitIdeaForm onClose={onClose} company={company} onSubmitted={onSubmitted} />
        </Suspense>
      )}
    </Dialog>
  );
}
