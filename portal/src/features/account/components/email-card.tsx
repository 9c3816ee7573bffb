import { changeEmailSchema, type PublicUser } from '@sayso/api/contract';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/field';
import { Form } from '@/components/ui/form';
import { Notice } from '@/components/ui/notice';
import { validate } from '@/lib/form-errors';
import { useFormState } from '@/lib/use-form-state';
import { useSubmit } from '@/lib/use-submit';
import { changeEmailRequest } from '../api/account-api';
import { EmailVerification } from './email-verification';
import { SettingsCard } from './settings-card';

/** Change the e-mail: a link goes to the new address; nothing changes until it is opened. */
export function EmailCard({ user }: { user: PublicUser }) {
  const { values, setErrors, bind, showServerErrors } = useFormState({ email: '', password: '' });
  const { busy, run } = useSubmit(showServerErrors, 'Could not change your email');
  const [sent, setSent] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const result = validate(changeEmailSchema, values);
    setErrors(result.errors ?? {});
    if (!result.data) return;
    const input = result.data;
    await run(async () => setSent(await changeEmailRequest(input)));
  };

  return (
    <SettingsCard
      id="email"
      title="Email"
      description={
        <>
          Currently <strong>{user.email}</strong>. We send a confirmation link to the new address.
        </>
      }
    >
      <EmailVerification user={user} />
      {sent ? (
        <Notice role="status">{sent}</Notice>
      ) : (
        <Form onSubmit={onSubmit} noValidate aria-label="Change email">
          <Input label="New email" type="email" autoComplete="email" {...bind('email')} />
          <Input
            label="Current password"
            type="password"
            autoComplete="current-password"
            {...bind('password')}
          />
          <div>
            <Button type="submit" loading={busy}>
              Send confirmation link
            </Button>
          </div>
        </Form>
      )}
    </SettingsCard>
  );
}
