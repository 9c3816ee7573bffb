import { newPasswordSchema } from '@sayso/api/contract';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/field';
import { Form } from '@/components/ui/form';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useFormState } from '@/lib/use-form-state';
import { useSubmit } from '@/lib/use-submit';
import { resetPasswordRequest } from '../api/account-api';

/** New password plus confirmation: the sign-up rule, and both must match. */
export function newPasswordErrors(password: string, confirm: string) {
  const rule = newPasswordSchema.safeParse(password);
  return {
    password: rule.success ? undefined : rule.error.issues[0]?.message,
    confirmPassword: confirm === password ? undefined : 'Passwords do not match',
  };
}

/** /reset-password?token=…: sets the new password, then sends the person to log in with it. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { values, setErrors, bind, showServerErrors } = useFormState({ password: '', confirmPassword: '' });
  const { busy, run } = useSubmit(showServerErrors, 'Could not reset the password');
  const { toast } = useToast();
  const navigate = useNavigate();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const errors = newPasswordErrors(values.password, values.confirmPassword);
    setErrors(errors);
    if (errors.password || errors.confirmPassword) return;
    const done = await run(async () => {
      const message = await resetPasswordRequest({ token, password: values.password });
      toast({ title: 'Password changed', description: message, variant: 'success' });
    });
    if (done) navigate(paths.login(), { replace: true });
  };

  return (
    <Form onSubmit={onSubmit} noValidate aria-label="Reset password">
      <Input label="New password" type="password" autoComplete="new-password" {...bind('password')} />
      <Input
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        {...bind('confirmPassword')}
      />
      <Button type="submit" size="lg" fullWidth loading={busy}>
        {busy ? 'Saving...' : 'Set new password'}
      </Button>
    </Form>
  );
}
