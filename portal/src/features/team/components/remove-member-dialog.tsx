import type { TeamMember } from '@sayso/api/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Buttons } from './team-list-parts';

/** Asks before taking someone off the team: they lose access at once. */
export function RemoveMemberDialog({
  member,
  onClose,
  onConfirm,
}: {
  member: TeamMember | null;
  onClose: () => void;
  onConfirm: (member: TeamMember) => Promise<void>;
}) {
  const [pending, setPending] = useState(false);
  return (
    <Dialog
      open={member !== null}
      onClose={onClose}
      title="Remove from the team"
      description={member ? `${member.name} loses access to the dashboard at once.` : undefined}
    >
      <Buttons>
        <Button variant="outline" onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button
          variant="destructive"
          loading={pending}
          onClick={async () => {
            if (!member) return;
            setPending(true);
            await onConfirm(member);
            setPending(false);
          }}
        >
          Remove
        </Button>
      </Buttons>
    </Dialog>
  );
}
