import type { Company, WebhookEndpointWithSecret, WebhookEvent } from '@sayso/api/contract';
import { useState } from 'react';
import { Card, CardBody, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-client';
import { createWebhook, useWebhooks } from '../api/webhooks-api';
import { List, Muted, SecretShownOnce, Stack } from './credential-parts';
import { CreateWebhookForm } from './webhook-create';
import { WebhookItem } from './webhook-item';

/**
 * 'Webhooks' (every plan, owner only): add an endpoint for chosen events (its signing secret
 * shown once), then per endpoint send a test event, read the delivery log and replay, roll the
 * secret, switch it off and on, delete it. docs/integrations.md explains the signature.
 */
export function WebhooksCard({ company }: { company: Company }) {
  const endpoints = useWebhooks(company.id);
  const [secret, setSecret] = useState<WebhookEndpointWithSecret>();

  async function create(url: string, events: WebhookEvent[]) {
    setSecret(await createWebhook(company.id, { url, events }));
    await endpoints.mutate();
  }

  return (
    <Card as="section" aria-labelledby="webhooks-title">
      <CardHeader>
        <CardTitle id="webhooks-title">Webhooks</CardTitle>
        <CardDescription>
          Sayso sends a signed JSON <code>POST</code> to your URL when ideas, votes and comments come in.
          Check the <code>webhook-signature</code> header with the endpoint's secret before you trust a
          request.
        </CardDescription>
      </CardHeader>
      <CardBody>
        <Stack>
          <CreateWebhookForm onCreate={create} />
          {secret && <WebhookSecret endpoint={secret} onDone={() => setSecret(undefined)} />}
          {endpoints.error && (
            <Muted role="alert">{errorMessage(endpoints.error, 'Could not load your webhooks')}</Muted>
          )}
          {endpoints.data?.length === 0 && <Muted>No webhook endpoints yet.</Muted>}
          {endpoints.data && endpoints.data.length > 0 && (
            <List aria-label="Your webhook endpoints">
              {endpoints.data.map((endpoint) => (
                <WebhookItem
                  key={endpoint.id}
                  companyId={company.id}
                  endpoint={endpoint}
                  onChanged={async () => void (await endpoints.mutate())}
                  onSecret={setSecret}
                />
              ))}
            </List>
          )}
        </Stack>
      </CardBody>
    </Card>
  );
}

/** A new or rolled signing secret, shown this once with a copy button. */
function WebhookSecret({ endpoint, onDone }: { endpoint: WebhookEndpointWithSecret; onDone: () => void }) {
  return (
    <SecretShownOnce
      label="Your webhook signing secret"
      warning="Copy this signing secret now: it is shown only once. Your receiver needs it to check that requests come from Sayso."
      fields={[
        {
          label: `Signing secret of ${endpoint.url}`,
          value: endpoint.secret,
          copyName: 'Signing secret',
          button: 'Copy secret',
          secret: true,
        },
      ]}
      onDone={onDone}
      focusKey={endpoint.secret}
    />
  );
}
