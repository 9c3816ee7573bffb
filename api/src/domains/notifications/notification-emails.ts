/**
 * The texts of the notification e-mails: plain text plus a simple HTML part (every value
 * escaped), a link to the idea, and the signed one-click unsubscribe link (RFC 8058 headers).
 */
import type { UnsubscribeTopic } from '../../contract';
import { renderMarkdown } from '../../lib/markdown';
import type { MailMessage } from '../outbox/mailer';
import type { Recipient } from './notification-recipients';
import { signUnsubscribe } from './unsubscribe-tokens';

/** What every notification needs besides its content: where links point and the token key. */
export interface LinkContext {
  publicUrl: string;
  key: Buffer;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** Markdown quoted in an e-mail's HTML part: rendered and sanitised like on the board. */
export function quoteHtml(markdown: string): string {
  return `<blockquote style="margin:0 0 1em;padding-left:12px;border-left:3px solid #ddd">${renderMarkdown(markdown)}</blockquote>`;
}

/** The idea page: PUBLIC_URL/company/{slug}/ideas/{id}. */
export function ideaUrl(publicUrl: string, slug: string, ideaId: number): string {
  return `${publicUrl}/company/${encodeURIComponent(slug)}/ideas/${ideaId}`;
}

/** The API address a mail client posts to (List-Unsubscribe), and the page a person opens. */
export function unsubscribeLinks(links: LinkContext, email: string, topic: UnsubscribeTopic) {
  const token = encodeURIComponent(signUnsubscribe(links.key, { email, topic }));
  return {
    oneClick: `${links.publicUrl}/api/notifications/unsubscribe?token=${token}`,
    page: `${links.publicUrl}/unsubscribe?token=${token}`,
  };
}

export interface Letter {
  subject: string;
  /** Paragraphs of plain text; the HTML part shows the same, escaped. */
  paragraphs: string[];
  /**
   * What someone wrote (a comment, a description), as Markdown: the text part carries it as
   * written, the HTML part as the board renders it (lib/markdown.ts), quoted after the paragraphs.
   */
  quote?: string;
  link: { url: string; label: string };
  /** Why this person gets it, above the unsubscribe link. */
  reason: string;
}

/** One recipient's message: greeting, paragraphs, the link, the reason and the unsubscribe. */
export function composeEmail(
  links: LinkContext,
  to: Recipient,
  topic: UnsubscribeTopic,
  letter: Letter,
): MailMessage {
  return composeWithUnsubscribe(to, unsubscribeLinks(links, to.email, topic), letter);
}

/**
 * composeEmail with unsubscribe links of the caller's own (a changelog subscriber's link ends the
 * subscription, not a topic of an account): the same letter, headers and escaping.
 */
export function composeWithUnsubscribe(
  to: Recipient,
  unsubscribe: { oneClick: string; page: string },
  letter: Letter,
): MailMessage {
  const text = [
    `Hi ${to.name},`,
    ...letter.paragraphs,
    ...(letter.quote ? [letter.quote] : []),
    `${letter.link.label}: ${letter.link.url}`,
    `--\n${letter.reason}\nUnsubscribe: ${unsubscribe.page}`,
  ].join('\n\n');
  const p = (body: string) => `<p>${escapeHtml(body).replaceAll('\n', '<br>')}</p>`;
  const html = [
    p(`Hi ${to.name},`),
    ...letter.paragraphs.map(p),
    ...(letter.quote ? [quoteHtml(letter.quote)] : []),
    `<p><a href="${escapeHtml(letter.link.url)}">${escapeHtml(letter.link.label)}</a></p>`,
    `<hr><p style="color:#666;font-size:12px">${escapeHtml(letter.reason)}<br>` +
      `<a href="${escapeHtml(unsubscribe.page)}">Unsubscribe</a></p>`,
  ].join('\n');
  return {
    to: to.email,
    // A title may hold line breaks; a subject is one line.
    subject: letter.subject.replace(/\s+/g, ' '),
    text: `${text}\n`,
    html,
    headers: {
      'List-Unsubscribe': `<${unsubscribe.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

const FOLLOWER_REASON = 'You get this e-mail because you submitted, voted on or commented on this idea.';

/** The status-change letter: the idea's title and its new status as the company labels it. */
export function statusLetter(company: { name: string }, title: string, label: string, url: string): Letter {
  return {
    subject: `"${title}" is now ${label}`,
    paragraphs: [`The status of "${title}" on ${company.name}'s feedback board is now: ${label}.`],
    link: { url, label: 'See the idea' },
    reason: FOLLOWER_REASON,
  };
}

/** The merge letter: the idea followed was merged into another, which now carries its votes. */
export function mergeLetter(company: { name: string }, title: string, target: string, url: string): Letter {
  return {
    subject: `"${title}" was merged into "${target}"`,
    paragraphs: [
      `On ${company.name}'s feedback board, "${title}" was merged into "${target}", a request for the same thing. Your vote and comments now count there.`,
    ],
    link: { url, label: 'See the idea' },
    reason: FOLLOWER_REASON,
  };
}

/** The team-reply letter: who replied and what they wrote. */
export function replyLetter(
  company: { name: string },
  title: string,
  author: string,
  reply: string,
  url: string,
): Letter {
  return {
    subject: `${company.name} replied to "${title}"`,
    paragraphs: [`${author} from ${company.name} replied to "${title}":`],
    quote: reply,
    link: { url, label: 'Read the conversation' },
    reason: FOLLOWER_REASON,
  };
}
