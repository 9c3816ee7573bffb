/**
 * The e-mail of a published entry: the notification letter (composeEmail's greeting, escaping and
 * RFC 8058 headers) with the entry's Markdown quoted, which of the person's ideas shipped, and the
 * unsubscribe that fits why they got it: a subscriber's ends the subscription, an asker's turns
 * idea updates off (the e-mail stands in for the idea's status e-mail). Opens are counted by an
 * image only when the company turned that on.
 */
import type { ChangelogEntryRow, CompanyRow } from '../../db/schema';
import {
  composeWithUnsubscribe,
  escapeHtml,
  type Letter,
  type LinkContext,
  unsubscribeLinks,
} from '../notifications/notification-emails';
import type { MailMessage } from '../outbox/mailer';
import type { AnnounceRecipient } from './announce-recipients';

type Company = Pick<CompanyRow, 'name' | 'slug' | 'changelogTrackOpens'>;
type Entry = Pick<ChangelogEntryRow, 'title' | 'slug' | 'body'>;

/** The entry's public page: PUBLIC_URL/company/{slug}/changelog/{entrySlug}. */
export function entryUrl(publicUrl: string, companySlug: string, entrySlug: string): string {
  return `${publicUrl}/company/${encodeURIComponent(companySlug)}/changelog/${encodeURIComponent(entrySlug)}`;
}

/** A subscriber's links: the portal's page, and the API address a mail client posts to. */
export function subscriptionUnsubscribeLinks(publicUrl: string, token: string) {
  const query = `token=${encodeURIComponent(token)}`;
  return {
    oneClick: `${publicUrl}/api/changelog/subscriptions/unsubscribe?${query}`,
    page: `${publicUrl}/changelog/unsubscribe?${query}`,
  };
}

/** The open-tracking image's address for one delivery. */
export function openPixelUrl(publicUrl: string, deliveryToken: string): string {
  return `${publicUrl}/api/changelog/open/${encodeURIComponent(deliveryToken)}.gif`;
}

const quoted = (titles: string[]) => titles.map((title) => `"${title}"`).join(', ');

function reasonFor(company: Company, to: AnnounceRecipient): string {
  const asked = 'submitted, voted on or commented on an idea this entry ships';
  const subscribed = `subscribed to ${company.name}'s changelog`;
  if (to.subscriptionToken && to.ideas.length > 0)
    return `You get this e-mail because you ${subscribed} and ${asked}.`;
  return `You get this e-mail because you ${to.subscriptionToken ? subscribed : asked}.`;
}

function entryLetter(links: LinkContext, company: Company, entry: Entry, to: AnnounceRecipient): Letter {
  const shipped =
    to.ideas.length === 0
      ? []
      : [
          to.ideas.length === 1
            ? `Good news: ${quoted(to.ideas)}, which you asked for on ${company.name}'s feedback board, has shipped.`
            : `Good news: ideas you asked for on ${company.name}'s feedback board have shipped: ${quoted(to.ideas)}.`,
        ];
  return {
    subject: `${company.name}: ${entry.title}`,
    paragraphs: [...shipped, `${company.name} published "${entry.title}":`],
    quote: entry.body.trim() === '' ? undefined : entry.body,
    link: { url: entryUrl(links.publicUrl, company.slug, entry.slug), label: 'Read it on the changelog' },
    reason: reasonFor(company, to),
  };
}

/** One person's e-mail for the entry; `deliveryToken` names their changelog_deliveries row. */
export function entryEmail(
  links: LinkContext,
  company: Company,
  entry: Entry,
  to: AnnounceRecipient,
  deliveryToken: string,
): MailMessage {
  const unsubscribe = to.subscriptionToken
    ? subscriptionUnsubscribeLinks(links.publicUrl, to.subscriptionToken)
    : unsubscribeLinks(links, to.email, 'idea_updates');
  const message = composeWithUnsubscribe(to, unsubscribe, entryLetter(links, company, entry, to));
  if (!company.changelogTrackOpens) return message;
  const pixel = `<img src="${escapeHtml(openPixelUrl(links.publicUrl, deliveryToken))}" width="1" height="1" alt="">`;
  return { ...message, html: `${message.html}\n${pixel}` };
}
