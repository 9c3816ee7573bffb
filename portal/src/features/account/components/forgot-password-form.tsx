import { forgotPasswordSchema } from '@sayso/api/contract';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmailInput } from '@/components/ui/field';
import { Form } from '@/components/ui/form';
import { Notice } from '@/components/ui/notice';
import { validate } from '@/lib/form-errors';
import { useFormState } from '@/lib/use-form-state';
import { useSubmit } from '@/lib/use-submit';
import { forgotPasswordRequest } from '../api/account-api';

/** /forgot-password: asks for the address; the answer is the same whether it has an account. */
export function ForgotPasswordForm() {
  const { values, setErrors, bind, showServerErrors } = useFormState({ email: '' });
  const { busy, run } = useSubmit(showServerErrors, 'Could not send the link');
  const [sent, setSent] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const result = validate(forgotPasswordSchema, values);
    setErrors(result.errors ?? {});
    if (!result.data) return;
    const { email } = result.data;
    await run(async () => setSent(await forgotPasswordRequest(email)));
  };

  if (sent) return <Notice role="status">{sent}</Notice>;
  return (
    <Form onSubmit={onSubmit} noValidate aria-label="Forgot password">
      <EmailInput {...bind('email')} />
      <Button type="submit" size="lg" fullWidth loading={busy}>
        {busy ? 'Sending...' : 'Send reset link'}
      </Button>
    </Form>
  );
}
