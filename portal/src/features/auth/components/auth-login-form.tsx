import type { PublicUser } from '@sayso/api/contract';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { EmailInput, Input } from '@/components/ui/field';
import { Form, FormFooter } from '@/components/ui/form';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { hasErrors } from '@/lib/form-errors';
import { useFormState } from '@/lib/use-form-state';
import { validateAuthLogin } from '../validation';

interface Props {
  busy: boolean;
  setBusy: (busy: boolean) => void;
  onDone: (user: PublicUser) => void;
}

/** The Login tab of /auth. */
export function AuthLoginForm({ busy, setBusy, onDone }: Props) {
  const { login } = useAuth();
  const { toast } = useToast();
  const { values, setErrors, bind } = useFormState({ email: '', password: '' });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const errors = validateAuthLogin(values);
    setErrors(errors);
    if (hasErrors(errors)) return;
    setBusy(true);
    try {
      onDone(await login({ email: values.email.trim().toLowerCase(), password: values.password }));
    } catch (error) {
      const message = error instanceof ApiError ? error.message : undefined;
      toast({ title: 'Login failed', description: message || 'Login failed', variant: 'destructive' });
      setBusy(false);
    }
  };

  return (
    <Form onSubmit={onSubmit} noValidate aria-label="Log in">
      <EmailInput {...bind('email')} />
      <Input label="Password" type="password" autoComplete="current-password" {...bind('password')} />
      <Button type="submit" size="lg" fullWidth loading={busy}>
        {busy ? 'Logging in...' : 'Log In'}
      </Button>
      <FormFooter style={{ marginTop: 0 }}>
        <Link to={paths.forgotPassword()}>Forgot password?</Link>
      </FormFooter>
    </Form>
  );
}
