/** The e-mail that confirms a guest's comment (issue 26); its link opens the idea and shows it. */
import { escapeHtml, quoteHtml } from '../notifications/notification-emails';
import type { MailMessage } from '../outbox/mailer';

/** The confirmation link, and the comment quoted (Markdown in the text part, rendered in the HTML). */
export function guestCommentEmail(
  link: string,
  to: string,
  guest: { name: string; ideaTitle: string; companyName: string; content: string },
): MailMessage {
  const p = (text: string) => `<p>${escapeHtml(text)}</p>`;
  return {
    to,
    subject: `Confirm your comment on ${guest.companyName}'s board`,
    text: `Hi ${guest.name},

You commented on "${guest.ideaTitle}" on ${guest.companyName}'s feedback board:

${guest.content}

Open this link to publish your comment. It works once, for 24 hours:

${link}

If you did not write this comment, ignore this e-mail: nothing is published.
`,
    html: [
      p(`Hi ${guest.name},`),
      p(`You commented on "${guest.ideaTitle}" on ${guest.companyName}'s feedback board:`),
      quoteHtml(guest.content),
      p('Open this link to publish your comment. It works once, for 24 hours:'),
      `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
      p('If you did not write this comment, ignore this e-mail: nothing is published.'),
    ].join('\n'),
  };
}
