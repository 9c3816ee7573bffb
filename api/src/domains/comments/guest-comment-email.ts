/** The e-mail that confirms a guest's comment (issue 26); its link opens the idea and shows it. */
import type { MailMessage } from '../outbox/mailer';

export function guestCommentEmail(
  link: string,
  to: string,
  guest: { name: string; ideaTitle: string; companyName: string },
): MailMessage {
  return {
    to,
    subject: `Confirm your comment on ${guest.companyName}'s board`,
    text: `Hi ${guest.name},

You commented on "${guest.ideaTitle}" on ${guest.companyName}'s feedback board.
Open this link to publish your comment. It works once, for 24 hours:

${link}

If you did not write this comment, ignore this e-mail: nothing is published.
`,
  };
}
