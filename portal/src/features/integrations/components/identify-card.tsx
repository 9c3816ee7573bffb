import {
  type Company,
  type CreatedIdentifySecret,
  IDENTIFY_ROTATION_OVERLAP_HOURS,
  type IdentifySecret,
} from '@sayso/api/contract';
import { useState } from 'react';
import styled from 'styled-components';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { theme } from '@/styles/theme';
import {
  createIdentifySecret,
  revokeIdentifySecret,
  rotateIdentifySecret,
  useIdentifySettings,
} from '../api/identify-api';
import { Item, List, Meta, Muted, Stack } from './credential-parts';
import { IdentifyOriginsForm } from './identify-origins-form';
import { IdentifySecretShown, RevokeSecretDialog } from './identify-secret-parts';
import { IdentifyTokenTester } from './identify-token-tester';

/**
 * 'Identify (SSO)', the owner's: secrets your server signs widget tokens with (create, shown
 * once; rotate with a 24-hour overlap; revoke at once), the allowed host origins, and a token
 * tester that says exactly why a token is refused (docs/integrations.md, Identify).
 */
export function IdentifyCard({ company }: { company: Company }) {
  const settings = useIdentifySettings(company.id);
  const { toast } = useToast();
  const [created, setCreated] = useState<CreatedIdentifySecret>();
  const [revoking, setRevoking] = useState<IdentifySecret>();
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<CreatedIdentifySecret>, failure: string) {
    setBusy(true);
    try {
      setCreated(await action());
      await settings.mutate();
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error, failure), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  const secrets = settings.data?.secrets;
  return (
    <Card as="section" aria-labelledby="identify-title">
      <CardHeader>
        <CardTitle id="identify-title">Identify (SSO)</CardTitle>
        <CardDescription>
          Let people signed in to your app vote, submit and comment in the widget as themselves: your server
          signs a short token with a secret below (<code>signIdentifyToken()</code> from{' '}
          <code>@sayso/sdk/server</code>) and your page passes it to{' '}
          <code>Sayso('identify', {'{ token }'})</code>.
        </CardDescription>
      </CardHeader>
      <CardBody>
        <Stack>
          <div>
            <Button
              onClick={() => void run(() => createIdentifySecret(company.id), 'Could not create the secret')}
              loading={busy}
            >
              Create secret
            </Button>
          </div>
          {created && <IdentifySecretShown created={created} onDone={() => setCreated(undefined)} />}
          {settings.error && (
            <Muted role="alert">{errorMessage(settings.error, 'Could not load your identify secrets')}</Muted>
          )}
          {secrets?.length === 0 && <Muted>No identify secrets yet.</Muted>}
          {secrets && secrets.length > 0 && (
            <List aria-label="Your identify secrets">
              {secrets.map((secret) => (
                <Item key={secret.id}>
                  <div>
                    <code>{secret.kid}</code>{' '}
                    {secret.expiresAt && <Badge>Rotating out {when(secret.expiresAt)}</Badge>}
                    <Meta>Created {when(secret.createdAt)}</Meta>
                  </div>
                  <Actions>
                    {!secret.expiresAt && (
                      <Button
                        variant="outline"
                        size="sm"
                        disabled={busy}
                        aria-label={`Rotate ${secret.kid}`}
                        title={`The old secret keeps working for ${IDENTIFY_ROTATION_OVERLAP_HOURS} hours`}
                        onClick={() =>
                          void run(
                            () => rotateIdentifySecret(company.id, secret.id),
                            'Could not rotate the secret',
                          )
                        }
                      >
                        Rotate
                      </Button>
                    )}
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={`Revoke ${secret.kid}`}
                      onClick={() => setRevoking(secret)}
                    >
                      Revoke
                    </Button>
                  </Actions>
                </Item>
              ))}
            </List>
          )}
          {settings.data && (
            <IdentifyOriginsForm
              companyId={company.id}
              origins={settings.data.origins}
              onSaved={settings.mutate}
            />
          )}
          <IdentifyTokenTester companyId={company.id} />
        </Stack>
        <RevokeSecretDialog
          secret={revoking}
          onClose={() => setRevoking(undefined)}
          onRevoke={async (secret) => {
            await revokeIdentifySecret(company.id, secret.id);
            if (created?.id === secret.id) setCreated(undefined);
            await settings.mutate();
          }}
        />
      </CardBody>
    </Card>
  );
}

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const Actions = styled.div`
  display: flex;
  gap: ${theme.space[2]};
  flex-wrap: wrap;
`;
