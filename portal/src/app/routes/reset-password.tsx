import { Link, useSearchParams } from 'react-router-dom';
import { FormFooter } from '@/components/ui/form';
import { Notice } from '@/components/ui/notice';
import { paths } from '@/config/paths';
import { ResetPasswordForm } from '@/features/account/components/reset-password-form';
import { AuthShell } from '@/features/auth/components/auth-shell';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /reset-password?token=…: the page the e-mailed link opens. */
export default function ResetPasswordRoute() {
  useDocumentTitle('Reset password');
  const token = useSearchParams()[0].get('token') ?? '';
  return (
    <AuthShell
      title="Choose a new password"
      subtitle="Signing in again is needed on every device afterwards."
    >
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <Notice role="alert">This link is incomplete. Please open the link from the e-mail again.</Notice>
      )}
      <FormFooter>
        Link expired? <Link to={paths.forgotPassword()}>Ask for a new one</Link>
      </FormFooter>
    </AuthShell>
  );
}
