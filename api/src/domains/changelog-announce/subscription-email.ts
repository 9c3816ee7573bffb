/** The double opt-in e-mail of a changelog subscription: one link, and what to do if it was not you. */
import { escapeHtml } from '../notifications/notification-emails';
import type { MailMessage } from '../outbox/mailer';

export function confirmSubscriptionEmail(to: string, companyName: string, link: string): MailMessage {
  const intro = `Someone (hopefully you) asked to get ${companyName}'s changelog by e-mail: a short note each time something new ships.`;
  const ask = 'Open this link to confirm your subscription. It works for 7 days:';
  const ignore = 'If you did not ask for this, ignore this e-mail: you will not be subscribed.';
  const p = (text: string) => `<p>${escapeHtml(text)}</p>`;
  return {
    to,
    subject: `Confirm your subscription to ${companyName}'s changelog`.replace(/\s+/g, ' '),
    text: `${['Hi there,', intro, ask, link, ignore].join('\n\n')}\n`,
    html: [
      p('Hi there,'),
      p(intro),
      p(ask),
      `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
      p(ignore),
    ].join('\n'),
  };
}
