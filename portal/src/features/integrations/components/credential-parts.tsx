import { type ReactNode, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useCopy } from '@/lib/use-copy';
import { media, theme } from '@/styles/theme';

// The parts the three credential cards (API keys, Identify, Webhooks) share, so that a secret
// is shown, copied and revoked the same way on each.

/** One value to copy; `secret` marks the secret itself: focused on show, never spell-checked. */
export interface ShownOnceField {
  label: string;
  value: string;
  /** What the copy toast calls it ('API key'). */
  copyName: string;
  button: string;
  secret?: boolean;
}

/** A new secret, shown this once with copy buttons, a warning and an "I have copied it". */
export function SecretShownOnce(props: {
  label: string;
  warning: ReactNode;
  fields: ShownOnceField[];
  onDone: () => void;
  /** Focus the secret again whenever this changes (another secret shown in the same panel). */
  focusKey?: unknown;
}) {
  const copy = useCopy();
  const secretRef = useRef<HTMLInputElement>(null);
  // The keyboard lands on the secret, ready to copy: it is the one thing to do next.
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus again when focusKey changes
  useEffect(() => secretRef.current?.focus(), [props.focusKey]);
  return (
    <Panel role="region" aria-label={props.label}>
      <Warning role="alert">{props.warning}</Warning>
      {props.fields.map((field) => (
        <CopyRow key={field.label}>
          <Input
            ref={field.secret ? secretRef : undefined}
            label={field.label}
            readOnly
            value={field.value}
            spellCheck={field.secret ? false : undefined}
            onFocus={(event) => event.target.select()}
          />
          <Button variant="outline" onClick={() => void copy(field.value, field.copyName)}>
            {field.button}
          </Button>
        </CopyRow>
      ))}
      <div>
        <Button variant="ghost" onClick={props.onDone}>
          I have copied it
        </Button>
      </div>
    </Panel>
  );
}

/** Confirms revoking a credential; `revoke` does it, then a toast says `revoked` or the error. */
export function RevokeDialog(props: {
  open: boolean;
  title: string;
  description: string;
  confirm: string;
  revoked: { title: string; description: string };
  failure: string;
  onClose: () => void;
  revoke: () => Promise<void>;
}) {
  const { toast } = useToast();
  const [pending, setPending] = useState(false);

  async function revoke() {
    setPending(true);
    try {
      await props.revoke();
      toast({ ...props.revoked, variant: 'success' });
      props.onClose();
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error, props.failure), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog
      open={props.open}
      onClose={() => !pending && props.onClose()}
      title={props.title}
      description={props.description}
    >
      <Buttons>
        <Button variant="outline" onClick={props.onClose} disabled={pending}>
          Cancel
        </Button>
        <Button variant="destructive" onClick={() => void revoke()} loading={pending}>
          {props.confirm}
        </Button>
      </Buttons>
    </Dialog>
  );
}

export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
`;

export const Muted = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
  font-size: ${theme.font.size.sm};
`;

export const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid ${theme.colors.border};
`;

export const Item = styled.li`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${theme.space[3]};
  padding: ${theme.space[3]} 0;
  border-bottom: 1px solid ${theme.colors.border};
  overflow-wrap: anywhere;
  ${media.mobile} { flex-direction: column; align-items: stretch; }
`;

export const Meta = styled.p`
  margin: ${theme.space[1]} 0 0;
  color: ${theme.colors.textMuted};
  font-size: ${theme.font.size.sm};
`;

/** A dialog's buttons, right-aligned. */
export const Buttons = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${theme.space[2]};
  flex-wrap: wrap;
`;

/** A form of stacked fields, its submit button below them. */
export const FormStack = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
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
