import type { CreatedIdentifySecret, IdentifySecret } from '@sayso/api/contract';
import { RevokeDialog, SecretShownOnce } from './credential-parts';

/** The new secret with its kid, shown this once with copy buttons and a warning. */
export function IdentifySecretShown({
  created,
  onDone,
}: {
  created: CreatedIdentifySecret;
  onDone: () => void;
}) {
  return (
    <SecretShownOnce
      label="Your new identify secret"
      warning="Copy this secret now: it is shown only once. Keep it on your server only; anyone with it can sign people in to your board."
      fields={[
        { label: 'Key id (kid)', value: created.kid, copyName: 'Key id', button: 'Copy kid' },
        { label: 'Secret', value: created.secret, copyName: 'Secret', button: 'Copy secret', secret: true },
      ]}
      onDone={onDone}
    />
  );
}

/** Confirms a revoke: tokens under that kid stop working at once. */
export function RevokeSecretDialog(props: {
  secret: IdentifySecret | undefined;
  onClose: () => void;
  onRevoke: (secret: IdentifySecret) => Promise<void>;
}) {
  const { secret } = props;
  return (
    <RevokeDialog
      open={secret !== undefined}
      title="Revoke identify secret"
      description={`Revoke “${secret?.kid ?? ''}”? Tokens signed with it are refused at once. This cannot be undone.`}
      confirm="Revoke secret"
      revoked={{ title: 'Secret revoked', description: `${secret?.kid} no longer works.` }}
      failure="Could not revoke the secret"
      onClose={props.onClose}
      revoke={async () => {
        if (secret) await props.onRevoke(secret);
      }}
    />
  );
}
