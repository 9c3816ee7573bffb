import type { Company, TeamMember } from '@sayso/api/contract';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { theme } from '@/styles/theme';
import { teamMeKey, transferOwnership } from '../api/team-api';
import { Buttons } from './team-list-parts';

/**
 * Hands the company to an admin, after saying what it means: the company's plan is its owner's,
 * so it becomes theirs, and the old owner stays on as an admin.
 */
export function TransferOwnershipDialog({
  company,
  admin,
  onClose,
}: {
  company: Company;
  admin: TeamMember | null;
  onClose: () => void;
}) {
  const [understood, setUnderstood] = useState(false);
  const [pending, setPending] = useState(false);
  const { toast } = useToast();
  const { refresh } = useAuth();
  const { mutate } = useSWRConfig();

  const close = () => {
    if (pending) return;
    setUnderstood(false);
    onClose();
  };

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (!admin || !understood) return;
    setPending(true);
    try {
      await transferOwnership(company.id, admin.userId);
    } catch (error) {
      setPending(false);
      toast({
        title: 'Error',
        description: errorMessage(error, 'Could not transfer'),
        variant: 'destructive',
      });
      return;
    }
    setPending(false);
    setUnderstood(false);
    onClose();
    // The dashboard now shows what an admin sees; the menu and home follow the new standing.
    await Promise.all([refresh(), mutate((key) => Array.isArray(key) && key[0] === teamMeKey(company.id))]);
    toast({
      title: 'Ownership transferred',
      description: `${admin.name} now owns ${company.name}.`,
      variant: 'success',
    });
  }

  return (
    <Dialog
      open={admin !== null}
      onClose={close}
      title="Transfer ownership"
      description={`Make ${admin?.name ?? ''} the owner of ${company.name}.`}
    >
      <Form onSubmit={confirm}>
        <Warning role="note">
          <li>
            The company's plan is its owner's plan: from now on it is {admin?.name ?? 'their'}'s. Unless they
            are on Business, paid features fall back to their plan and the team (you included) loses access
            until they upgrade.
          </li>
          <li>Your own subscription stays yours: cancel it under Upgrade Plan if you no longer need it.</li>
          <li>You stay on the team as an admin; billing, deletion and the team become theirs alone.</li>
        </Warning>
        <label>
          <input
            type="checkbox"
            checked={understood}
            onChange={(event) => setUnderstood(event.target.checked)}
          />{' '}
          I understand, transfer {company.name}
        </label>
        <Buttons>
          <Button variant="outline" onClick={close} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" variant="destructive" disabled={!understood} loading={pending}>
            Transfer ownership
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
  label { display: flex; gap: ${theme.space[2]}; align-items: center; }
`;

const Warning = styled.ul`
  padding: ${theme.space[3]} ${theme.space[3]} ${theme.space[3]} ${theme.space[6]};
  border: 1px solid ${theme.colors.dangerBorder};
  border-radius: ${theme.radius.md};
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  font-size: ${theme.font.size.sm};
`;
