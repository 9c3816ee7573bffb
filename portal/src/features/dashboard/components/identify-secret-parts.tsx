import type { CreatedIdentifySecret, IdentifySecret } from '@sayso/api/contract';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { media, theme } from '@/styles/theme';
import { useCopy } from '../lib/use-copy';

/** The new secret with its kid, shown this once with copy buttons and a warning. */
export function IdentifySecretShown({
  created,
  onDone,
}: {
  created: CreatedIdentifySecret;
  onDone: () => void;
}) {
  const copy = useCopy();
  const secretRef = useRef<HTMLInputElement>(null);
  useEffect(() => secretRef.current?.focus(), []);
  return (
    <Panel role="region" aria-label="Your new identify secret">
      <Warning role="alert">
        Copy this secret now: it is shown only once. Keep it on your server only; anyone with it can sign
        people in to your board.
      </Warning>
      <CopyRow>
        <Input label="Key id (kid)" readOnly value={created.kid} onFocus={(event) => event.target.select()} />
        <Button variant="outline" onClick={() => void copy(created.kid, 'Key id')}>
          Copy kid
        </Button>
      </CopyRow>
      <CopyRow>
        <Input
          ref={secretRef}
          label="Secret"
          readOnly
          value={created.secret}
          spellCheck={false}
          onFocus={(event) => event.target.select()}
        />
        <Button variant="outline" onClick={() => void copy(created.secret, 'Secret')}>
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

/** Confirms a revoke: tokens under that kid stop working at once. */
export function RevokeSecretDialog(props: {
  secret: IdentifySecret | undefined;
  onClose: () => void;
  onRevoke: (secret: IdentifySecret) => Promise<void>;
}) {
  const { toast } = useToast();
  const [pending, setPending] = useState(false);
  const { secret } = props;

  async function revoke() {
    if (!secret) return;
    setPending(true);
    try {
      await props.onRevoke(secret);
      toast({ title: 'Secret revoked', description: `${secret.kid} no longer works.`, variant: 'success' });
      props.onClose();
    } catch (error) {
      toast({
        title: 'Error',
        description: errorMessage(error, 'Could not revoke the secret'),
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog
      open={secret !== undefined}
      onClose={() => !pending && props.onClose()}
      title="Revoke identify secret"
      description={`Revoke “${secret?.kid ?? ''}”? Tokens signed with it are refused at once. This cannot be undone.`}
    >
      <Buttons>
        <Button variant="outline" onClick={props.onClose} disabled={pending}>
          Cancel
        </Button>
        <Button variant="destructive" onClick={() => void revoke()} loading={pending}>
          Revoke secret
        </Button>
      </Buttons>
    </Dialog>
  );
}

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

const Buttons = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${theme.space[2]};
  flex-wrap: wrap;
`;
