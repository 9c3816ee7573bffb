import type { PublicUser } from '@sayso/api/contract';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { EmailInput, Input } from '@/components/ui/field';
import { Form, FormFooter } from '@/components/ui/form';
import { Notice } from '@/components/ui/notice';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { useFormState } from '@/lib/use-form-state';
import { validateAuthLogin, validateLogin } from '../validation';

interface Props {
  /** /auth's Login tab asks for 6 characters (spec section 5); /login only for a password. */
  passwordRule: 'required' | 'min-6';
  /** The sign-in starts: the page stops treating the visitor as one who arrived signed in. */
  onStart?: () => void;
  onDone: (user: PublicUser) => void;
}

/** The one login form, of /login and of the /auth Login tab. */
export function LoginForm({ passwordRule, onStart, onDone }: Props) {
  const { login } = useAuth();
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);
  /** The server's lockout text after too many failed logins, shown with the way back in. */
  const [lockout, setLockout] = useState<string | null>(null);
  const { values, setErrors, bind, showServerErrors } = useFormState({ email: '', password: '' });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const result = passwordRule === 'min-6' ? validateAuthLogin(values) : validateLogin(values);
    setErrors(result.errors ?? {});
    if (!result.data) return;
    setBusy(true);
    setLockout(null);
    onStart?.();
    try {
      onDone(await login(result.data));
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError && error.status === 429) {
        setLockout(error.message);
        return;
      }
      showServerErrors(error);
      toast({
        title: 'Login failed',
        description: errorMessage(error, 'Login failed'),
        variant: 'destructive',
      });
    }
  };

  return (
    <Form onSubmit={onSubmit} noValidate aria-label="Log in">
      {lockout && (
        <Notice role="alert">
          {lockout} <Link to={paths.forgotPassword()}>Reset your password</Link>
        </Notice>
      )}
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
