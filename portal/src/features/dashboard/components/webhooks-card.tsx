import type { Company, WebhookEndpointWithSecret, WebhookEvent } from '@sayso/api/contract';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/field';
import { errorMessage } from '@/lib/api-client';
import { media, theme } from '@/styles/theme';
import { createWebhook, useWebhooks } from '../api/webhooks-api';
import { useCopy } from '../lib/use-copy';
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
  const copy = useCopy();
  const ref = useRef<HTMLInputElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus again when another secret is shown
  useEffect(() => ref.current?.focus(), [endpoint.secret]);
  return (
    <Panel role="region" aria-label="Your webhook signing secret">
      <Warning role="alert">
        Copy this signing secret now: it is shown only once. Your receiver needs it to check that requests
        come from Sayso.
      </Warning>
      <CopyRow>
        <Input
          ref={ref}
          label={`Signing secret of ${endpoint.url}`}
          readOnly
          value={endpoint.secret}
          spellCheck={false}
          onFocus={(event) => event.target.select()}
        />
        <Button variant="outline" onClick={() => void copy(endpoint.secret, 'Signing secret')}>
          Copy secret
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

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
`;

const Muted = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
  font-size: ${theme.font.size.sm};
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid ${theme.colors.border};
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
