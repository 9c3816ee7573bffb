import {
  type Company,
  type CustomDomain,
  customDomainSchema,
  hasEntitlement,
  type PlanId,
} from '@sayso/api/contract';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import useSWR from 'swr';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/field';
import { PlanGate } from '@/components/ui/plan-gate';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useCopy } from '@/lib/use-copy';
import { theme } from '@/styles/theme';
import {
  customDomainKey,
  removeCustomDomain,
  setCustomDomain,
  verifyCustomDomain,
} from '../api/settings-api';

/**
 * 'Custom domain' (White-label options, Business): the owner names a domain, creates the TXT
 * record shown, verifies it, and the domain then serves the board at `/`. Below Business it is
 * greyed under the upgrade note; on a server without CUSTOM_DOMAINS=on it says so.
 */
export function CustomDomainCard({ company, plan }: { company: Company; plan: PlanId }) {
  const allowed = hasEntitlement(plan, 'whiteLabel');
  return (
    <Card as="section" aria-labelledby="custom-domain-title">
      <CardHeader>
        <CardTitle id="custom-domain-title">Custom domain</CardTitle>
        <CardDescription>Serve your board at your own address, such as feedback.example.com.</CardDescription>
      </CardHeader>
      <CardBody>
        <PlanGate plan={plan} entitlement="whiteLabel" feature="Custom domains">
          {allowed ? (
            <DomainSettings companyId={company.id} />
          ) : (
            <DomainForm current={null} onSave={noSave} />
          )}
        </PlanGate>
      </CardBody>
    </Card>
  );
}

const noSave = async () => {};

function DomainSettings({ companyId }: { companyId: number }) {
  const { data, error, isLoading, mutate } = useSWR<CustomDomain | null>(customDomainKey(companyId));
  if (isLoading) return <Muted role="status">Loading your custom domain…</Muted>;
  if (error instanceof ApiError && error.status === 404)
    return (
      <Muted>
        Custom domains are not enabled on this server. Its operator can turn them on with CUSTOM_DOMAINS=on.
      </Muted>
    );
  if (error) return <Muted role="alert">{errorMessage(error, 'Could not load your custom domain')}</Muted>;
  const current = data ?? null;
  return (
    <Stack>
      <DomainForm
        current={current}
        onSave={async (domain) => {
          await mutate(await setCustomDomain(companyId, domain), { revalidate: false });
        }}
      />
      {current && (
        <DomainStatus
          companyId={companyId}
          domain={current}
          onChange={(next) => mutate(next, { revalidate: false })}
        />
      )}
    </Stack>
  );
}

function DomainForm({
  current,
  onSave,
}: {
  current: CustomDomain | null;
  onSave: (domain: string) => Promise<void>;
}) {
  const [domain, setDomain] = useState(current?.domain ?? '');
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = customDomainSchema.safeParse({ domain });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    setSaving(true);
    try {
      await onSave(parsed.data.domain);
      setDomain(parsed.data.domain);
    } catch (failure) {
      setError(errorMessage(failure, 'Could not save the domain'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Form onSubmit={submit} noValidate aria-label="Custom domain">
      <Input
        label="Domain"
        placeholder="feedback.example.com"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        value={domain}
        error={error}
        hint="The host name only, without http:// or a path."
        onChange={(event) => setDomain(event.target.value)}
      />
      <div>
        <Button type="submit" loading={saving}>
          Save domain
        </Button>
      </div>
    </Form>
  );
}

function DomainStatus({
  companyId,
  domain,
  onChange,
}: {
  companyId: number;
  domain: CustomDomain;
  onChange: (next: CustomDomain | null) => Promise<unknown>;
}) {
  const copy = useCopy();
  const [result, setResult] = useState<{ ok: boolean; text: string }>();
  const [busy, setBusy] = useState<'verify' | 'remove'>();

  async function verify() {
    setBusy('verify');
    try {
      await onChange(await verifyCustomDomain(companyId));
      setResult({ ok: true, text: `Verified: ${domain.domain} now serves your board.` });
    } catch (error) {
      setResult({ ok: false, text: errorMessage(error, 'Could not verify the domain') });
    } finally {
      setBusy(undefined);
    }
  }

  async function remove() {
    setBusy('remove');
    try {
      await removeCustomDomain(companyId);
      await onChange(null);
    } catch (error) {
      setResult({ ok: false, text: errorMessage(error, 'Could not remove the domain') });
      setBusy(undefined);
    }
  }

  return (
    <Stack>
      <StatusRow>
        <strong>{domain.domain}</strong>
        {domain.verified ? (
          <Badge $fg={theme.colors.success} $bg={theme.colors.successSoft}>
            Verified
          </Badge>
        ) : (
          <Badge $fg={theme.colors.warning} $bg={theme.colors.warningSoft}>
            Not verified
          </Badge>
        )}
      </StatusRow>
      <Muted>
        {domain.verified
          ? 'Keep the TXT record, and point the domain at this server (a CNAME or A record).'
          : 'Create this TXT record at your DNS provider, then press Verify. Point the domain at this server with a CNAME or A record.'}
      </Muted>
      <CopyRow>
        <Input label="TXT record name" readOnly value={domain.txtName} onFocus={(e) => e.target.select()} />
        <Button variant="outline" onClick={() => void copy(domain.txtName, 'Record name')}>
          Copy name
        </Button>
      </CopyRow>
      <CopyRow>
        <Input label="TXT record value" readOnly value={domain.txtValue} onFocus={(e) => e.target.select()} />
        <Button variant="outline" onClick={() => void copy(domain.txtValue, 'Record value')}>
          Copy value
        </Button>
      </CopyRow>
      {result && (
        <Result role="status" $ok={result.ok}>
          {result.text}
        </Result>
      )}
      <Actions>
        <Button onClick={() => void verify()} loading={busy === 'verify'} disabled={busy !== undefined}>
          Verify
        </Button>
        <Button
          variant="outline"
          onClick={() => void remove()}
          loading={busy === 'remove'}
          disabled={busy !== undefined}
        >
          Remove
        </Button>
      </Actions>
    </Stack>
  );
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
`;

const Muted = styled.p`
  color: ${theme.colors.textMuted};
  font-size: ${theme.font.size.sm};
`;

const StatusRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]};
  overflow-wrap: anywhere;
`;

const CopyRow = styled.div`
  display: flex;
  gap: ${theme.space[2]};
  align-items: flex-end;
  & > :first-child { flex: 1; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
`;

const Result = styled.p<{ $ok: boolean }>`
  padding: ${theme.space[2]} ${theme.space[3]};
  border-radius: ${theme.radius.md};
  font-size: ${theme.font.size.sm};
  color: ${({ $ok }) => ($ok ? theme.colors.success : theme.colors.danger)};
  background: ${({ $ok }) => ($ok ? theme.colors.successSoft : theme.colors.dangerSoft)};
`;
