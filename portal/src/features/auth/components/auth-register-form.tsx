import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { hasErrors } from '@/lib/form-errors';
import { createCompanyRequest } from '../api/auth-api';
import { signupWithDerivedUsername } from '../api/create-account';
import { useAuth } from '../auth-context';
import { useFormState } from '../use-form-state';
import { defaultCompanyDescription, slugFromCompanyName, usernameFromEmail } from '../username';
import { validateAuthRegister } from '../validation';
import { Form } from './auth-shell';

interface Props {
  busy: boolean;
  setBusy: (busy: boolean) => void;
  /** Called with the slug of the new company. */
  onDone: (slug: string) => void;
}

const serverMessage = (error: unknown) => (error instanceof ApiError ? error.message : undefined);

/**
 * The Register tab of /auth: creates the account (name = company name, username from the
 * email) and then the company, and hands back the company's slug.
 */
export function AuthRegisterForm({ busy, setBusy, onDone }: Props) {
  const { user, signup, refresh } = useAuth();
  const { toast } = useToast();
  const { values, setErrors, bind } = useFormState({
    email: '',
    company: '',
    password: '',
    confirmPassword: '',
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const errors = validateAuthRegister(values);
    setErrors(errors);
    if (hasErrors(errors)) return;
    setBusy(true);
    const company = values.company.trim();
    const email = values.email.trim().toLowerCase();
    // A retry after a failed company step: the account already exists and is signed in.
    if (!user) {
      try {
        const username = usernameFromEmail(email);
        await signupWithDerivedUsername(signup, {
          name: company,
          email,
          username,
          password: values.password,
        });
      } catch (error) {
        toast({
          title: 'Registration failed',
          description: serverMessage(error) || 'Registration failed',
          variant: 'destructive',
        });
        setBusy(false);
        return;
      }
    }
    try {
      const slug = await createCompanyRequest({
        name: company,
        slug: slugFromCompanyName(company),
        description: defaultCompanyDescription(company),
      });
      await refresh();
      onDone(slug);
    } catch (error) {
      toast({
        title: 'Registration failed',
        description: serverMessage(error) || 'Company creation failed',
        variant: 'destructive',
      });
      setBusy(false);
    }
  };

  return (
    <Form onSubmit={onSubmit} noValidate aria-label="Register">
      <Input
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="you@company.com"
        {...bind('email')}
      />
      <Input label="Company name" autoComplete="organization" placeholder="Acme Inc." {...bind('company')} />
      <Input
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters"
        {...bind('password')}
      />
      <Input
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        {...bind('confirmPassword')}
      />
      <Button type="submit" size="lg" fullWidth loading={busy}>
        {busy ? 'Creating your page...' : 'Create Account'}
      </Button>
    </Form>
  );
}
