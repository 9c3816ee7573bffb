import { useSearchParams } from 'react-router-dom';
import { AuthShell } from '@/features/auth/components/auth-shell';
import {
  type SubscriptionAction,
  SubscriptionResult,
} from '@/features/changelog/components/subscription-result';
import { useDocumentTitle } from '@/lib/use-document-title';

const TITLES: Record<SubscriptionAction, { page: string; title: string; subtitle: string }> = {
  confirm: {
    page: 'Confirm subscription',
    title: 'Changelog subscription',
    subtitle: 'One click, and every update comes to you.',
  },
  unsubscribe: {
    page: 'Unsubscribe',
    title: 'Changelog subscription',
    subtitle: 'One click in an e-mail, and it stops.',
  },
};

/**
 * /changelog/confirm?token=… and /changelog/unsubscribe?token=…: the changelog e-mails' links.
 * Open: the token in the link is the proof, so they work in any browser.
 */
function ChangelogSubscriptionRoute({ action }: { action: SubscriptionAction }) {
  const { page, title, subtitle } = TITLES[action];
  useDocumentTitle(page);
  const token = useSearchParams()[0].get('token') ?? '';
  return (
    <AuthShell title={title} subtitle={subtitle}>
      <SubscriptionResult key={`${action}/${token}`} action={action} token={token} />
    </AuthShell>
  );
}

export function ChangelogConfirmRoute() {
  return <ChangelogSubscriptionRoute action="confirm" />;
}

export function ChangelogUnsubscribeRoute() {
  return <ChangelogSubscriptionRoute action="unsubscribe" />;
}
