import {
  API_KEY_SCOPE_LABELS,
  API_KEY_SCOPES,
  type ApiKeyScope,
  type CreatedApiKey,
  createApiKeySchema,
} from '@sayso/api/contract';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Input, Select } from '@/components/ui/field';
import { errorMessage } from '@/lib/api-client';
import { media, theme } from '@/styles/theme';
import { SecretShownOnce } from './credential-parts';

/** The create form: a name and a scope, checked with the contract's schema before it is sent. */
export function CreateKeyForm({
  onCreate,
}: {
  onCreate: (name: string, scope: ApiKeyScope) => Promise<void>;
}) {
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiKeyScope>('read');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = createApiKeySchema.safeParse({ name, scope });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    setBusy(true);
    try {
      await onCreate(parsed.data.name, parsed.data.scope);
      setName('');
    } catch (failure) {
      setError(errorMessage(failure, 'Could not create the key'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Row onSubmit={submit} noValidate aria-label="Create an API key">
      <Input
        label="Key name"
        placeholder="CRM sync"
        value={name}
        maxLength={60}
        error={error}
        autoComplete="off"
        onChange={(event) => setName(event.target.value)}
      />
      <Select label="Access" value={scope} onChange={(event) => setScope(event.target.value as ApiKeyScope)}>
        {API_KEY_SCOPES.map((value) => (
          <option key={value} value={value}>
            {API_KEY_SCOPE_LABELS[value]}
          </option>
        ))}
      </Select>
      <Button type="submit" loading={busy}>
        Create key
      </Button>
    </Row>
  );
}

/** The new key's secret, shown this once with a copy button and a warning. */
export function NewKeySecret({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  return (
    <SecretShownOnce
      label="Your new API key"
      warning={
        <>
          Copy this key now: it is shown only once. Store it like a password; anyone with it can{' '}
          {created.scope === 'write' ? 'read and change' : 'read'} your board.
        </>
      }
      fields={[
        {
          label: `Secret of “${created.name}”`,
          value: created.secret,
          copyName: 'API key',
          button: 'Copy key',
          secret: true,
        },
      ]}
      onDone={onDone}
    />
  );
}

const Row = styled.form`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space[3]};
  > :first-child { flex: 1; min-width: 0; }
  > button { margin-top: 1.6rem; }
  ${media.mobile} {
    flex-direction: column;
    align-items: stretch;
    > button { margin-top: 0; }
  }
`;
