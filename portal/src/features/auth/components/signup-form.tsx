import type { FormEvent } from 'react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Input, Textarea } from '@/components/ui/field';
import { Tabs } from '@/components/ui/tabs';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { hasErrors } from '@/lib/form-errors';
import { theme } from '@/styles/theme';
import { createCompanyRequest } from '../api/auth-api';
import { useAuth } from '../auth-context';
import { useFormState } from '../use-form-state';
import { validateSignupCompany, validateSignupUser } from '../validation';
import { Form } from './auth-shell';

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  margin-top: ${theme.space[2]};
`;

const serverMessage = (error: unknown) =>
  error instanceof ApiError && error.status < 500 ? error.message : undefined;

/**
 * /signup: 'User Info' and 'Company Info (Optional)'. With a company it is two steps: the
 * user is created first and the company only once that succeeded (spec section 4).
 */
export function SignupForm() {
  const { user, signup, refresh } = useAuth();
  const { toast } = useToast();
  const navigate = useNavigate();
  const [tab, setTab] = useState<'user' | 'company'>('user');
  const [busy, setBusy] = useState<'user' | 'company' | null>(null);
  const account = useFormState({ name: '', email: '', username: '', password: '' });
  const company = useFormState({ companyName: '', description: '' });

  const fail = (title: string, error?: unknown) => {
    toast({ title, description: serverMessage(error), variant: 'destructive' });
    setBusy(null);
  };

  /** Creates the account unless this page already did (a retry after a failed company step). */
  const createUser = async (): Promise<boolean> => {
    const result = validateSignupUser(account.values);
    account.setErrors(result.errors ?? {});
    if (!result.data) return false;
    if (user) return true;
    try {
      await signup(result.data);
      return true;
    } catch (error) {
      fail('Failed to create account. Please try again.', error);
      return false;
    }
  };

  const onCreateAccount = async (event: FormEvent) => {
    event.preventDefault();
    setBusy('user');
    if (!(await createUser())) return setBusy(null);
    toast({ title: 'Welcome to Sayso!', description: 'Your account has been created.', variant: 'success' });
    navigate(paths.home(), { replace: true });
  };

  const onCreateWithCompany = async (event: FormEvent) => {
    event.preventDefault();
    if (hasErrors(validateSignupUser(account.values).errors ?? {})) {
      account.setErrors(validateSignupUser(account.values).errors ?? {});
      toast({ title: 'Please fill out the user information correctly', variant: 'destructive' });
      setTab('user');
      return;
    }
    const companyErrors = validateSignupCompany(company.values);
    company.setErrors(companyErrors);
    if (hasErrors(companyErrors)) return;
    setBusy('company');
    try {
      if (!(await createUser())) return setBusy(null);
      let slug: string;
      try {
        const description = company.values.description.trim();
        slug = await createCompanyRequest({
          name: company.values.companyName.trim(),
          ...(description ? { description } : {}),
        });
      } catch (error) {
        return fail('Failed to create company. Please try again.', error);
      }
      await refresh();
      toast({
        title: 'Your feedback page is ready',
        description: 'Share it with your customers to start collecting ideas.',
        variant: 'success',
      });
      navigate(paths.dashboard(slug), { replace: true });
    } catch (error) {
      fail('Failed to complete signup process. Please try again.', error);
    }
  };

  const userTab = (
    <Form onSubmit={onCreateAccount} noValidate aria-label="User info">
      <Input label="Name" autoComplete="name" placeholder="Ada Lovelace" {...account.bind('name')} />
      <Input
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="you@company.com"
        {...account.bind('email')}
      />
      <Input
        label="Username"
        autoComplete="username"
        placeholder="ada_l"
        hint="Lowercase letters, numbers, _ and -"
        {...account.bind('username')}
      />
      <Input
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters"
        {...account.bind('password')}
      />
      <Actions>
        <Button type="submit" size="lg" fullWidth loading={busy === 'user'} disabled={busy !== null}>
          Create Account
        </Button>
        <Button
          variant="outline"
          size="lg"
          fullWidth
          onClick={() => setTab('company')}
          disabled={busy !== null}
        >
          I want to create a company page
        </Button>
      </Actions>
    </Form>
  );

  const companyTab = (
    <Form onSubmit={onCreateWithCompany} noValidate aria-label="Company info">
      <Input
        label="Company name"
        autoComplete="organization"
        placeholder="Acme Inc."
        {...company.bind('companyName')}
      />
      <Textarea
        label="Description"
        placeholder="What does your company do? (optional)"
        rows={3}
        {...company.bind('description')}
      />
      <Actions>
        <Button type="submit" size="lg" fullWidth loading={busy === 'company'} disabled={busy !== null}>
          Create Account &amp; Company
        </Button>
        <Button variant="ghost" size="lg" fullWidth onClick={() => setTab('user')} disabled={busy !== null}>
          Back to User Info
        </Button>
      </Actions>
    </Form>
  );

  return (
    <Tabs
      label="Sign-up steps"
      value={tab}
      onValueChange={(id) => setTab(id === 'company' ? 'company' : 'user')}
      tabs={[
        { id: 'user', label: 'User Info', content: userTab },
        { id: 'company', label: 'Company Info (Optional)', content: companyTab },
      ]}
    />
  );
}
