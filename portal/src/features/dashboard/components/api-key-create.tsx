import {
  API_KEY_SCOPE_LABELS,
  API_KEY_SCOPES,
  type ApiKeyScope,
  type CreatedApiKey,
  createApiKeySchema,
} from '@sayso/api/contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Input, Select } from '@/components/ui/field';
import { errorMessage } from '@/lib/api-client';
import { media, theme } from '@/styles/theme';
import { useCopy } from '../lib/use-copy';

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
  const copy = useCopy();
  const secretRef = useRef<HTMLInputElement>(null);
  // The keyboard lands on the secret, ready to copy: it is the one thing to do next.
  useEffect(() => secretRef.current?.focus(), []);
  return (
    <Panel role="region" aria-label="Your new API key">
      <Warning role="alert">
        Copy this key now: it is shown only once. Store it like a password; anyone with it can{' '}
        {created.scope === 'write' ? 'read and change' : 'read'} your board.
      </Warning>
      <CopyRow>
        <Input
          ref={secretRef}
          label={`Secret of “${created.name}”`}
          readOnly
          value={created.secret}
          spellCheck={false}
          onFocus={(event) => event.target.select()}
        />
        <Button variant="outline" onClick={() => void copy(created.secret, 'API key')}>
          Copy key
        </Button>
      </CopyRow>
      <div>
        <Button variant="ghost" onClick={onDone}>
          I have copied it
        </Button>
      </div>
    </Panel>
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

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  padding: ${theme.space[4]};
  border: 1px solid ${theme.colors.warning};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.warningSoft};
`;

const Warning = styled.p`
  margin: 0;
  font-size: ${theme.font.size.sm};
`;

const CopyRow = styled.div`
  display: flex;
  gap: ${theme.space[2]};
  align-items: flex-end;
  & > :first-child { flex: 1; min-width: 0; }
  ${media.mobile} { flex-direction: column; align-items: stretch; }
`;
