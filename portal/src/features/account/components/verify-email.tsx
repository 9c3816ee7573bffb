import { verifyEmailRequest } from '../api/account-api';
import { EmailLink, type EmailLinkTexts } from './email-link';

const texts: EmailLinkTexts = {
  working: 'Verifying your email',
  done: (email) => `Your email ${email} is verified.`,
  failed: 'Could not verify your email',
  backWhenDone: 'Go to account settings',
  backWhenFailed: 'Send a new link from account settings',
};

/** Follows the e-mailed verification link once, then says what happened and where to go next. */
export function VerifyEmail({ token }: { token: string }) {
  return <EmailLink token={token} spend={verifyEmailRequest} texts={texts} />;
}
