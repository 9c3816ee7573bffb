/** The texts of the account e-mails; links point at the portal pages that finish each flow. */
import type { MailMessage } from '../outbox/mailer';

export function passwordResetEmail(publicUrl: string, to: string, name: string, token: string): MailMessage {
  const link = `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  return {
    to,
    subject: 'Reset your Sayso password',
    text: `Hi ${name},

Someone (hopefully you) asked to reset the password of your Sayso account.
Open this link to choose a new one. It works once, for 1 hour:

${link}

If you did not ask for this, ignore this e-mail: your password stays as it is.
`,
  };
}

export function emailChangeEmail(publicUrl: string, to: string, name: string, token: string): MailMessage {
  const link = `${publicUrl}/account/confirm-email?token=${encodeURIComponent(token)}`;
  return {
    to,
    subject: 'Confirm your new Sayso email',
    text: `Hi ${name},

Open this link to make ${to} the email of your Sayso account. It works once, for 1 hour:

${link}

If you did not ask for this, ignore this e-mail: nothing changes.
`,
  };
}

export function verifyEmailEmail(publicUrl: string, to: string, name: string, token: string): MailMessage {
  const link = `${publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
  return {
    to,
    subject: 'Verify your Sayso email',
    text: `Hi ${name},

Open this link to confirm that ${to} is yours. It works once, for 1 hour:

${link}

Boards open to your company's domain show up once your email is verified.
If you did not create a Sayso account, ignore this e-mail.
`,
  };
}
