import { confirmEmailRequest } from '../api/account-api';
import { EmailLink, type EmailLinkTexts } from './email-link';

const texts: EmailLinkTexts = {
  working: 'Confirming your email',
  done: (email) => `Your email is now ${email}.`,
  failed: 'Could not confirm',
  backWhenDone: 'Back to account settings',
  backWhenFailed: 'Back to account settings',
};

/** Follows the e-mailed confirmation link once, then says what happened. */
export function ConfirmEmail({ token }: { token: string }) {
  return <EmailLink token={token} spend={confirmEmailRequest} texts={texts} />;
}
