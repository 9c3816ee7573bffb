import { PLANS, type PublicUser } from '@sayso/api/contract';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/field';
import { Form } from '@/components/ui/form';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { useFormState } from '@/lib/use-form-state';
import { useSubmit } from '@/lib/use-submit';
import { theme } from '@/styles/theme';
import { deleteAccountRequest } from '../api/account-api';
import { SettingsCard } from './settings-card';

const Danger = styled(SettingsCard)`border-color: ${theme.colors.danger};`;

function consequences(user: PublicUser): string {
  const company = user.companySlug
    ? ' and your company page with all its ideas, votes, comments and uploaded images'
    : '';
  return `This permanently deletes your account${company}. Your votes and comments on other boards go too.${subscriptionNote(user)} This cannot be undone.`;
}

/**
 * Issue 26: a paid plan ends with the account (the server cancels it at Stripe at once), which
 * the owner must read before deleting, not find out from their bank.
 */
function subscriptionNote(user: PublicUser): string {
  if (user.subscriptionPlan === 'free') return '';
  return ` Your paid ${PLANS[user.subscriptionPlan].name} subscription will be cancelled right away, with no further payments.`;
}

interface Props {
  user: PublicUser;
  /** Called before the user is forgotten, so the page can leave without bouncing to /auth. */
  onDeleted: () => void;
}

/** Delete the account: the password confirms it, the text says what goes with it. */
export function DeleteAccountCard({ user, onDeleted }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <Danger id="delete-account" title="Delete account" description={consequences(user)}>
      <Button variant="destructive" onClick={() => setOpen(true)}>
        Delete account
      </Button>
      {open && <DeleteAccountDialog user={user} onDeleted={onDeleted} onClose={() => setOpen(false)} />}
    </Danger>
  );
}

function DeleteAccountDialog({ user, onDeleted, onClose }: Props & { onClose: () => void }) {
  const { refresh } = useAuth();
  const { toast } = useToast();
  const navigate = useNavigate();
  const { values, setErrors, bind, showServerErrors } = useFormState({ password: '' });
  const { busy, run } = useSubmit(showServerErrors, 'Could not delete your account');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!values.password) return setErrors({ password: 'Password is required' });
    const done = await run(() => deleteAccountRequest(values.password));
    if (!done) return;
    onDeleted();
    navigate(paths.home(), { replace: true });
    // The server cleared the session cookie: refreshing forgets the user everywhere.
    await refresh();
    toast({
      title: 'Account deleted',
      description: 'Your account and its data are gone.',
      variant: 'success',
    });
  };

  return (
    <Dialog open onClose={onClose} title="Delete your account?" description={consequences(user)}>
      <Form onSubmit={onSubmit} noValidate aria-label="Delete account">
        <Input label="Password" type="password" autoComplete="current-password" {...bind('password')} />
        <Button type="submit" variant="destructive" loading={busy}>
          Delete my account
        </Button>
      </Form>
    </Dialog>
  );
}
