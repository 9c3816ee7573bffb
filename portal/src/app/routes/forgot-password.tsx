import { Link } from 'react-router-dom';
import { FormFooter } from '@/components/ui/form';
import { paths } from '@/config/paths';
import { ForgotPasswordForm } from '@/features/account/components/forgot-password-form';
import { AuthShell } from '@/features/auth/components/auth-shell';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /forgot-password: request an e-mailed reset link. */
export default function ForgotPasswordRoute() {
  useDocumentTitle('Forgot password');
  return (
    <AuthShell
      title="Forgot your password?"
      subtitle="Enter your email and we will send you a link to reset it."
    >
      <ForgotPasswordForm />
      <FormFooter>
        Remembered it? <Link to={paths.login()}>Log in</Link>
      </FormFooter>
    </AuthShell>
  );
}
