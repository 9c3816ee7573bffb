import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/field';
import { Form } from '@/components/ui/form';
import { useToast } from '@/components/ui/toast';
import { useAuth } from '@/lib/auth/auth-context';
import { useFormState } from '@/lib/use-form-state';
import { useSubmit } from '@/lib/use-submit';
import { changePasswordRequest } from '../api/account-api';
import { newPasswordErrors } from './reset-password-form';
import { SettingsCard } from './settings-card';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change the password; every other session ends, this browser stays signed in. */
export function PasswordCard() {
  // A new key after each change gives a fresh, empty form.
  const [round, setRound] = useState(0);
  return (
    <SettingsCard
      id="password"
      title="Password"
      description="Changing it signs you out on every other device."
    >
      <PasswordForm key={round} onChanged={() => setRound((value) => value + 1)} />
    </SettingsCard>
  );
}

function PasswordForm({ onChanged }: { onChanged: () => void }) {
  const { refresh } = useAuth();
  const { toast } = useToast();
  const { values, setErrors, bind, showServerErrors } = useFormState(EMPTY);
  const { busy, run } = useSubmit(showServerErrors, 'Could not change your password');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const rules = newPasswordErrors(values.newPassword, values.confirmPassword);
    const errors = {
      currentPassword: values.currentPassword ? undefined : 'Password is required',
      newPassword: rules.password,
      confirmPassword: rules.confirmPassword,
    };
    setErrors(errors);
    if (Object.values(errors).some(Boolean)) return;
    const done = await run(async () => {
      await changePasswordRequest({
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      });
      await refresh();
    });
    if (done) {
      onChanged();
      toast({
        title: 'Password changed',
        description: 'You have been signed out on every other device.',
        variant: 'success',
      });
    }
  };

  return (
    <Form onSubmit={onSubmit} noValidate aria-label="Change password">
      <Input
        label="Current password"
        type="password"
        autoComplete="current-password"
        {...bind('currentPassword')}
      />
      <Input label="New password" type="password" autoComplete="new-password" {...bind('newPassword')} />
      <Input
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        {...bind('confirmPassword')}
      />
      <div>
        <Button type="submit" loading={busy}>
          Change password
        </Button>
      </div>
    </Form>
  );
}
