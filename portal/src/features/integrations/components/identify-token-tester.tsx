import { type IdentifyTestResult, identifyTestSchema } from '@sayso/api/contract';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Input, Textarea } from '@/components/ui/field';
import { errorMessage } from '@/lib/api-client';
import { theme } from '@/styles/theme';
import { testIdentifyToken } from '../api/identify-api';
import { FormStack } from './credential-parts';

/** Paste a token: "Valid for …" or the exact reason it is refused (the same check the widget meets). */
export function IdentifyTokenTester({ companyId }: { companyId: number }) {
  const [token, setToken] = useState('');
  const [origin, setOrigin] = useState('');
  const [result, setResult] = useState<IdentifyTestResult>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = identifyTestSchema.safeParse({ token, ...(origin.trim() && { origin: origin.trim() }) });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    setBusy(true);
    try {
      setResult(await testIdentifyToken(companyId, parsed.data.token, parsed.data.origin));
    } catch (failure) {
      setResult(undefined);
      setError(errorMessage(failure, 'Could not test the token'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormStack onSubmit={submit} noValidate aria-label="Token tester">
      <Textarea
        label="Test a token"
        rows={3}
        value={token}
        error={error}
        spellCheck={false}
        onChange={(event) => setToken(event.target.value)}
      />
      <Input
        label="Page origin (optional)"
        placeholder="https://app.example.com"
        value={origin}
        onChange={(event) => setOrigin(event.target.value)}
      />
      <div>
        <Button type="submit" variant="outline" loading={busy}>
          Test token
        </Button>
      </div>
      <div aria-live="polite">
        {result?.valid === true && (
          <Verdict $valid>
            Valid for {result.email} (id {result.externalId}), until{' '}
            {new Date(result.expiresAt).toLocaleTimeString()}.
          </Verdict>
        )}
        {result?.valid === false && (
          <Verdict $valid={false}>
            Refused: {result.message} <code>({result.reason})</code>
          </Verdict>
        )}
      </div>
    </FormStack>
  );
}

const Verdict = styled.p<{ $valid: boolean }>`
  margin: 0;
  font-size: ${theme.font.size.sm};
  overflow-wrap: anywhere;
  color: ${({ $valid }) => ($valid ? theme.colors.success : theme.colors.danger)};
`;
