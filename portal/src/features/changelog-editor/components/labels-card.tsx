import { CHANGELOG_CUSTOM_LABEL_LIMIT, type PlanId } from '@sayso/api/contract';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/field';
import { UpgradeGate } from '@/components/ui/plan-gate';
import { useToast } from '@/components/ui/toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { media, theme } from '@/styles/theme';
import { addLabel, removeLabel, useChangelogLabels } from '../api/changelog-api';
import { ConfirmDialog } from './schedule-dialog';

/**
 * The changelog's labels: New, Improved and Fixed for everyone, the company's own on Pro and up
 * (the contract's `customChangelogLabels`; the server refuses below it anyway). Deleting one takes
 * it off every entry, so it asks first.
 */
export function LabelsCard({ companyId, plan }: { companyId: number; plan: PlanId }) {
  const labels = useChangelogLabels(companyId);
  const { toast } = useToast();
  const [removing, setRemoving] = useState<{ id: number; name: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirmRemove() {
    if (!removing) return;
    setBusy(true);
    try {
      await removeLabel(companyId, removing.id);
      await labels.mutate();
      setRemoving(null);
    } catch (error) {
      toast({
        title: 'Error',
        description: errorMessage(error, 'Failed to delete the label'),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  }

  const form = <AddLabelForm onAdd={async (name) => addLabel(companyId, name).then(() => labels.mutate())} />;
  return (
    <Card as="section" aria-labelledby="changelog-labels-title">
      <CardHeader>
        <CardTitle id="changelog-labels-title">Labels</CardTitle>
        <CardDescription>
          Every entry may carry labels. New, Improved and Fixed are built in; add your own, up to{' '}
          {CHANGELOG_CUSTOM_LABEL_LIMIT}.
        </CardDescription>
      </CardHeader>
      <CardBody>
        <Stack>
          <Names aria-label="Labels">
            {(labels.data?.builtIn ?? []).map((name) => (
              <li key={name}>
                <Badge>{name}</Badge>
              </li>
            ))}
            {labels.data?.custom.map((label) => (
              <li key={label.id}>
                <Badge>{label.name}</Badge>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Delete label ${label.name}`}
                  onClick={() => setRemoving(label)}
                >
                  ×
                </Button>
              </li>
            ))}
          </Names>
          {plan === 'free' ? (
            <UpgradeGate message="Custom changelog labels needs the Pro plan" upgradeTo="pro">
              {form}
            </UpgradeGate>
          ) : (
            form
          )}
        </Stack>
        <ConfirmDialog
          open={removing !== null}
          title="Delete this label?"
          description={removing ? `"${removing.name}" comes off every entry that carries it.` : ''}
          confirm="Delete label"
          destructive
          busy={busy}
          onClose={() => setRemoving(null)}
          onConfirm={() => void confirmRemove()}
        />
      </CardBody>
    </Card>
  );
}

function AddLabelForm({ onAdd }: { onAdd: (name: string) => Promise<unknown> }) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return setError('Please enter a label name');
    setBusy(true);
    try {
      await onAdd(name.trim());
      setName('');
      setError(undefined);
    } catch (failure) {
      setError(
        failure instanceof ApiError
          ? (failure.issues.name ?? failure.message)
          : errorMessage(failure, 'Failed to add the label'),
      );
    } finally {
      setBusy(false);
    }
  }
  return (
    <Row onSubmit={submit} noValidate aria-label="Add a label">
      <Input
        label="New label"
        value={name}
        maxLength={30}
        error={error}
        onChange={(event) => setName(event.target.value)}
      />
      <Button type="submit" loading={busy}>
        Add label
      </Button>
    </Row>
  );
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
`;

const Names = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  li { display: inline-flex; align-items: center; }
`;

const Row = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: end;
  gap: ${theme.space[3]};
  ${media.mobile} { grid-template-columns: 1fr; }
`;
