import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { AuthShell, FormFooter } from '@/features/auth/components/auth-shell';
import { SignupForm } from '@/features/auth/components/signup-form';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /signup: account, optionally with a company page. */
export default function SignupRoute() {
  useDocumentTitle('Sign up');
  return (
    <AuthShell
      title="Create your Sayso account"
      subtitle="Free forever for small teams. No credit card required."
    >
      <SignupForm />
      <FormFooter>
        Already have an account? <Link to={paths.login()}>Log in</Link>
      </FormFooter>
    </AuthShell>
  );
}
