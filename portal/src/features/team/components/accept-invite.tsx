import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { withReturnTo } from '@/lib/auth/return-to';
import { theme } from '@/styles/theme';
import { acceptInvite } from '../api/team-api';

/**
 * The invitation link's page: signed out, it offers to log in or sign up and come back here;
 * signed in, one click joins the team with this account (whose e-mail must be the invited one),
 * then opens the dashboard. A click, not an effect: the link is single-use.
 */
export function AcceptInvite({ token }: { token: string }) {
  const { user, isLoading, refresh } = useAuth();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const here = paths.teamAccept(token);

  if (!token)
    return <Notice role="alert">This link is incomplete. Please open the link from the e-mail again.</Notice>;
  if (isLoading) return <Spinner label="Checking your account" />;
  if (!user)
    return (
      <Stack>
        <Notice>
          Log in or create an account with the e-mail address the invitation was sent to. You come back here
          after.
        </Notice>
        <ButtonLink to={withReturnTo(paths.login(), here)} size="lg">
          Log in
        </ButtonLink>
        <ButtonLink to={withReturnTo(`${paths.auth()}?tab=register`, here)} size="lg" variant="outline">
          Create an account
        </ButtonLink>
      </Stack>
    );

  async function join() {
    setPending(true);
    setError(null);
    try {
      const joined = await acceptInvite(token);
      await refresh();
      navigate(paths.dashboard(joined.companySlug), { replace: true });
    } catch (failure) {
      setError(errorMessage(failure, 'Could not accept the invitation'));
      setPending(false);
    }
  }

  return (
    <Stack>
      <Notice>
        Signed in as <strong>{user.name}</strong> ({user.email}).
      </Notice>
      {error && <Notice role="alert">{error}</Notice>}
      <Button size="lg" loading={pending} onClick={() => void join()}>
        Join the team
      </Button>
    </Stack>
  );
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
`;

const Notice = styled.p`
  padding: ${theme.space[4]};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.brandSoft};
  color: ${theme.colors.text};
  font-size: ${theme.font.size.sm};
`;
