import { API_KEY_SCOPE_LABELS, type ApiKey, type Company, type CreatedApiKey } from '@sayso/api/contract';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-client';
import { API_REFERENCE_URL, createApiKey, revokeApiKey, useApiKeys } from '../api/api-keys-api';
import { CreateKeyForm, NewKeySecret } from './api-key-create';
import { Item, List, Meta, Muted, RevokeDialog, Stack } from './credential-parts';

/**
 * 'API keys' (REST API, every plan): create a read or write key (its secret shown once), see
 * when each was last used, revoke one with a confirmation. Links to the API reference.
 */
export function ApiKeysCard({ company }: { company: Company }) {
  const keys = useApiKeys(company.id);
  const [created, setCreated] = useState<CreatedApiKey>();
  const [revoking, setRevoking] = useState<ApiKey>();

  async function create(name: string, scope: ApiKey['scope']) {
    const key = await createApiKey(company.id, { name, scope });
    setCreated(key);
    await keys.mutate();
  }

  return (
    <Card as="section" aria-labelledby="api-keys-title">
      <CardHeader>
        <CardTitle id="api-keys-title">API keys</CardTitle>
        <CardDescription>
          Let your own tools read and change this board through the REST API, sent as{' '}
          <code>Authorization: Bearer</code>. See the{' '}
          {/* Underlined: a link inside a sentence must not be told by its colour alone. */}
          <a
            href={API_REFERENCE_URL}
            target="_blank"
            rel="noreferrer"
            style={{ textDecoration: 'underline' }}
          >
            API reference
          </a>
          .
        </CardDescription>
      </CardHeader>
      <CardBody>
        <Stack>
          <CreateKeyForm onCreate={create} />
          {created && <NewKeySecret created={created} onDone={() => setCreated(undefined)} />}
          {keys.error && (
            <Muted role="alert">{errorMessage(keys.error, 'Could not load your API keys')}</Muted>
          )}
          {keys.data?.length === 0 && <Muted>No API keys yet.</Muted>}
          {keys.data && keys.data.length > 0 && (
            <List aria-label="Your API keys">
              {keys.data.map((key) => (
                <KeyItem key={key.id} apiKey={key} onRevoke={() => setRevoking(key)} />
              ))}
            </List>
          )}
        </Stack>
        <RevokeKeyDialog
          companyId={company.id}
          apiKey={revoking}
          onClose={() => setRevoking(undefined)}
          onRevoked={async (id) => {
            if (created?.id === id) setCreated(undefined);
            await keys.mutate();
          }}
        />
      </CardBody>
    </Card>
  );
}

const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

function KeyItem({ apiKey, onRevoke }: { apiKey: ApiKey; onRevoke: () => void }) {
  return (
    <Item>
      <div>
        <strong>{apiKey.name}</strong> <Badge>{API_KEY_SCOPE_LABELS[apiKey.scope]}</Badge>
        <Meta>
          <code>{apiKey.prefix}…</code> · Created {day(apiKey.createdAt)} ·{' '}
          {apiKey.lastUsedAt ? `Last used ${day(apiKey.lastUsedAt)}` : 'Never used'}
        </Meta>
      </div>
      <Button variant="outline" size="sm" onClick={onRevoke} aria-label={`Revoke ${apiKey.name}`}>
        Revoke
      </Button>
    </Item>
  );
}

function RevokeKeyDialog(props: {
  companyId: number;
  apiKey: ApiKey | undefined;
  onClose: () => void;
  onRevoked: (id: number) => Promise<void>;
}) {
  const { apiKey } = props;
  return (
    <RevokeDialog
      open={apiKey !== undefined}
      title="Revoke API key"
      description={`Revoke “${apiKey?.name ?? ''}”? Anything using it stops working at once. This cannot be undone.`}
      confirm="Revoke key"
      revoked={{ title: 'Key revoked', description: `${apiKey?.name} no longer works.` }}
      failure="Could not revoke the key"
      onClose={props.onClose}
      revoke={async () => {
        if (!apiKey) return;
        await revokeApiKey(props.companyId, apiKey.id);
        await props.onRevoked(apiKey.id);
      }}
    />
  );
}
