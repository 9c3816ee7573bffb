import styled from 'styled-components';
import { Container } from '@/components/ui/container';
import { useAuth } from '@/lib/auth/auth-context';
import { theme } from '@/styles/theme';
import { DeleteAccountCard } from './delete-account-card';
import { EmailCard } from './email-card';
import { NotificationsCard } from './notifications-card';
import { PasswordCard } from './password-card';
import { ProfileCard } from './profile-card';
import { SessionsCard } from './sessions-card';

const Page = styled(Container)`
  max-width: 720px;
  padding-top: ${theme.space[10]};
  padding-bottom: ${theme.space[16]};
  display: flex;
  flex-direction: column;
  gap: ${theme.space[6]};
  h1 { font-size: ${theme.font.size['2xl']}; font-weight: ${theme.font.weight.bold}; }
`;

/** /account: the signed-in user's own settings. */
export function AccountPage({ onDeleted }: { onDeleted: () => void }) {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Page>
      <h1>Account settings</h1>
      {/* Keyed by user so a changed name or e-mail re-seeds the forms. */}
      <ProfileCard key={`name-${user.name}`} user={user} />
      <EmailCard key={`email-${user.email}`} user={user} />
      <PasswordCard />
      <NotificationsCard />
      <SessionsCard />
      <DeleteAccountCard user={user} onDeleted={onDeleted} />
    </Page>
  );
}
