import type { FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { EmailInput, Input, Textarea } from '@/components/ui/field';
import { Form } from '@/components/ui/form';
import { Tabs } from '@/components/ui/tabs';
import { theme } from '@/styles/theme';
import { useSignup } from '../use-signup';
import { AddressField } from './address-field';

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  margin-top: ${theme.space[2]};
`;

interface Props {
  /**
   * 'account': an owner's User Info and Company Info tabs, the company required (issue 26);
   * 'visitor': a board's visitor, User Info alone; 'company': signed in, company only.
   */
  mode: 'account' | 'visitor' | 'company';
  /** Called with the new company's slug, or null after a user-only sign-up. */
  onDone: (slug: string | null) => void;
  /** Called as the account is being created (the page then stops redirecting signed-in users). */
  onStart?: () => void;
}

const submit = (action: () => Promise<void>) => (event: FormEvent) => {
  event.preventDefault();
  void action();
};

/** The one sign-up form, on /signup and in the /auth Register tab (spec section 2 and 4). */
export function SignupForm({ mode, onDone, onStart }: Props) {
  const { tab, setTab, busy, account, company, address, submitUser, submitCompany } = useSignup(
    onDone,
    onStart,
    mode === 'visitor' ? 'visitor' : 'owner',
  );

  const companyFields = (
    <>
      <Input
        label="Company name"
        autoComplete="organization"
        placeholder="Acme Inc."
        {...company.bind('companyName')}
      />
      <AddressField
        value={address.value}
        onChange={address.set}
        check={address.check}
        error={company.errors.address}
      />
      <Textarea
        label="Description"
        placeholder="What does your company do? (optional)"
        rows={3}
        {...company.bind('description')}
      />
    </>
  );

  if (mode === 'company') {
    return (
      <Form onSubmit={submit(submitCompany)} noValidate aria-label="Company info">
        {companyFields}
        <Button type="submit" size="lg" fullWidth loading={busy === 'company'}>
          Create Company
        </Button>
      </Form>
    );
  }

  const userTab = (
    <Form onSubmit={submit(submitUser)} noValidate aria-label="User info">
      <Input label="Name" autoComplete="name" placeholder="Ada Lovelace" {...account.bind('name')} />
      <EmailInput {...account.bind('email')} />
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
        {mode === 'account' && (
          <Button
            variant="outline"
            size="lg"
            fullWidth
            onClick={() => setTab('company')}
            disabled={busy !== null}
          >
            I want to create a company page
          </Button>
        )}
      </Actions>
    </Form>
  );

  // A board's visitor signs up to vote and comment: no company step.
  if (mode === 'visitor') return userTab;

  const companyTab = (
    <Form onSubmit={submit(submitCompany)} noValidate aria-label="Company info">
      {companyFields}
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
        // Issue 26: an owner's sign-up always makes the company, so the tab is no longer "(Optional)".
        { id: 'company', label: 'Company Info', content: companyTab },
      ]}
    />
  );
}
