import type { VoteOnBehalfResult } from '@sayso/api/contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Input, Textarea } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useFormState } from '@/lib/use-form-state';
import { theme } from '@/styles/theme';
import { recordVoteOnBehalf } from '../api/demand-api';
import { checkVoteOnBehalf, EMPTY_VOTE_ON_BEHALF, type VoteOnBehalfField } from '../lib/vote-on-behalf-form';

interface VoteOnBehalfDialogProps {
  ideaId: number;
  onClose: () => void;
  onRecorded: (result: VoteOnBehalfResult) => Promise<unknown>;
}

/**
 * The team records a customer's vote (issue 28): the person's address and name, optionally their
 * company, plan and MRR, and a note. A refused field gets its message and the focus.
 */
export function VoteOnBehalfDialog({ ideaId, onClose, onRecorded }: VoteOnBehalfDialogProps) {
  const { toast } = useToast();
  const form = useFormState<VoteOnBehalfField>(EMPTY_VOTE_ON_BEHALF);
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const { errors } = form;

  // The first field with a message takes the focus, so a keyboard or screen-reader user lands on it.
  useEffect(() => {
    if (Object.values(errors).some(Boolean))
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  async function save(event: FormEvent) {
    event.preventDefault();
    setRefusal(null);
    const checked = checkVoteOnBehalf(form.values);
    if (checked.errors) return form.setErrors(checked.errors);
    setSaving(true);
    try {
      const result = await recordVoteOnBehalf(ideaId, checked.data);
      toast({
        title: 'Vote recorded',
        description: `Voted on behalf of ${result.record.voter.name}`,
        variant: 'success',
      });
      await onRecorded(result);
      onClose();
    } catch (error) {
      // "Already voted" and the like belong to the whole form, next to its button.
      if (!form.showServerErrors(error)) setRefusal(errorMessage(error, 'The vote could not be recorded'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title="Vote on behalf of a customer"
      description="The vote counts once, with their own; they get this idea's status e-mails."
    >
      <Form ref={formRef} onSubmit={(event) => void save(event)} noValidate>
        <Input
          label="E-mail"
          type="email"
          autoComplete="off"
          required
          {...form.bind('email')}
          maxLength={254}
        />
        <Input label="Name" autoComplete="off" required {...form.bind('name')} maxLength={100} />
        <Pair>
          <Input label="Company" hint="Optional" {...form.bind('company')} maxLength={100} />
          <Input label="Plan" hint="Optional" {...form.bind('plan')} maxLength={60} />
        </Pair>
        <Input label="MRR" hint="Optional, in your currency" inputMode="decimal" {...form.bind('mrr')} />
        <Textarea
          label="Note"
          hint='Optional, e.g. "asked on the call of 3 March"'
          rows={3}
          {...form.bind('note')}
          maxLength={500}
        />
        {refusal && <Refusal role="alert">{refusal}</Refusal>}
        <Actions>
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? 'Recording…' : 'Record vote'}
          </Button>
        </Actions>
      </Form>
    </Dialog>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${theme.space[3]};
`;

const Refusal = styled.p`
  color: ${theme.colors.danger};
  font-size: ${theme.font.size.sm};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${theme.space[2]};
`;
