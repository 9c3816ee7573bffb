import type { PublicUser } from '@sayso/api/contract';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { theme } from '@/styles/theme';
import { resendVerificationRequest } from '../api/account-api';

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]} ${theme.space[3]};
  margin-bottom: ${theme.space[4]};
  padding: ${theme.space[3]} ${theme.space[4]};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.warningSoft};
  font-size: ${theme.font.size.sm};
  p { margin: 0; flex: 1 1 16rem; }
`;

const Outcome = styled.p`
  margin: 0 0 ${theme.space[4]};
  font-size: ${theme.font.size.sm};
  &:empty { margin: 0; }
`;

const Verified = styled.p`
  margin: 0 0 ${theme.space[4]};
  font-size: ${theme.font.size.sm};
  color: ${theme.colors.success};
  font-weight: ${theme.font.weight.semibold};
`;

/**
 * Whether the account's address is verified (issue 27: only then does it open boards restricted
 * to its domain); while it is not, a Resend button, whose outcome is announced politely.
 */
export function EmailVerification({ user }: { user: PublicUser }) {
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState('');
  const [failure, setFailure] = useState('');

  if (user.emailVerified) return <Verified>Your e-mail is verified.</Verified>;

  const resend = async () => {
    setBusy(true);
    setSent('');
    setFailure('');
    try {
      await resendVerificationRequest();
      setSent(`We sent a new link to ${user.email}. It works once, for 1 hour.`);
    } catch (error) {
      setFailure(errorMessage(error, 'Could not send the link. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Box>
        <p>Your e-mail is not verified. Open the link we sent you, or ask for a new one.</p>
        <Button variant="outline" size="sm" loading={busy} onClick={() => void resend()}>
          Resend link
        </Button>
      </Box>
      {/* Present before anything is sent, so screen readers announce what lands in it. */}
      <Outcome role="status">{sent}</Outcome>
      {failure && <Outcome role="alert">{failure}</Outcome>}
    </>
  );
}
