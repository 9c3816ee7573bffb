import { inboxViewSchema } from '@sayso/api/contract';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/field';
import { errorMessage } from '@/lib/api-client';
import { validate } from '@/lib/form-errors';
import { theme } from '@/styles/theme';

const nameSchema = inboxViewSchema.pick({ name: true });

interface ViewNameDialogProps {
  title: string;
  submitLabel: string;
  initialName?: string;
  onClose: () => void;
  /** Saves the name; a refusal (a taken name) is shown on the field. */
  onSubmit: (name: string) => Promise<unknown>;
}

/** Names a saved inbox view: "Save view" and "Rename view" (issue 28). */
export function ViewNameDialog({
  title,
  submitLabel,
  initialName = '',
  onClose,
  onSubmit,
}: ViewNameDialogProps) {
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const field = event.currentTarget.querySelector('input');
    const checked = validate(nameSchema, { name });
    if (checked.errors) {
      setError(checked.errors.name);
      field?.focus();
      return;
    }
    setSaving(true);
    try {
      await onSubmit(checked.data.name);
      onClose();
    } catch (failure) {
      setError(errorMessage(failure, 'The view could not be saved'));
      field?.focus();
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog open onClose={onClose} title={title}>
      <Form onSubmit={(event) => void save(event)} noValidate>
        <Input
          label="View name"
          value={name}
          error={error}
          maxLength={50}
          onChange={(event) => {
            setName(event.target.value);
            setError(undefined);
          }}
        />
        <Actions>
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving}>
            {submitLabel}
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

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${theme.space[2]};
`;
