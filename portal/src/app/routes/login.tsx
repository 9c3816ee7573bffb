import type { FormEvent } from 'react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { EmailInput, Input } from '@/components/ui/field';
import { Form, FormFooter } from '@/components/ui/form';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { AuthShell } from '@/features/auth/components/auth-shell';
import { validateLogin } from '@/features/auth/validation';
import { useAuth } from '@/lib/auth/auth-context';
import { afterSignIn, RETURN_TO, withReturnTo } from '@/lib/auth/return-to';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useFormState } from '@/lib/use-form-state';

/** /login: email and password; back to a safe returnTo, else owners to their dashboard and everyone else to / (DESIGN.md §3). */
export default function LoginRoute() {
  useDocumentTitle('Log in');
  const { login } = useAuth();
  const { toast } = useToast();
  const navigate = useNavigate();
  const returnTo = useSearchParams()[0].get(RETURN_TO);
  const [busy, setBusy] = useState(false);
  const { values, setErrors, bind } = useFormState({ email: '', password: '' });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const result = validateLogin(values);
    setErrors(result.errors ?? {});
    if (!result.data) return;
    setBusy(true);
    try {
      const user = await login(result.data);
      navigate(afterSignIn(user, returnTo), { replace: true });
    } catch {
      toast({ title: 'Login failed', description: 'Invalid email or password', variant: 'destructive' });
      setBusy(false);
    }
  };

  return (
    <AuthShell title="Log in to Sayso" subtitle="Welcome back. Your customers have been busy.">
      <Form onSubmit={onSubmit} noValidate aria-label="Log in">
        <EmailInput {...bind('email')} />
        <Input label="Password" type="password" autoComplete="current-password" {...bind('password')} />
        <Button type="submit" size="lg" fullWidth loading={busy}>
          {busy ? 'Logging in...' : 'Log In'}
        </Button>
      </Form>
      <FormFooter>
        <Link to={paths.forgotPassword()}>Forgot password?</Link>
      </FormFooter>
      <FormFooter>
        New to Sayso? <Link to={withReturnTo(paths.signup(), returnTo)}>Create an account</Link>
      </FormFooter>
    </AuthShell>
  );
}
