/**
 * The mention e-mail (issue 28): a team member mentioned in a comment or internal note hears of
 * it once, when the comment is saved (there is no editing), unless they wrote it or turned
 * mentions off. Queued in the comment's transaction, like a team reply's e-mails.
 */
import type { Queryable } from '../../db/engine';
import type { CompanyRow, IdeaRow, UserRow } from '../../db/schema';
import { enqueueEmails } from '../outbox/outbox';
import { mentionedIds, mentionedTeamMembers } from '../team/mentions';
import { composeEmail, ideaUrl, type Letter, type LinkContext } from './notification-emails';

/** What the mail names: the idea, who wrote, and the comment quoted (composeEmail's `quote`). */
export function mentionLetter(
  company: { name: string },
  title: string,
  author: string,
  markdown: string,
  url: string,
  internal: boolean,
): Letter {
  const where = internal ? 'an internal note' : 'a comment';
  return {
    subject: `${author} mentioned you on "${title}"`,
    paragraphs: [`${author} mentioned you in ${where} on "${title}" (${company.name}):`],
    // As written in the text part; rendered like on the board in the HTML part (mentions as @Name).
    quote: markdown,
    link: { url, label: internal ? 'Read the note' : 'Read the conversation' },
    reason: `You get this e-mail because a teammate at ${company.name} mentioned you.`,
  };
}

/** Queues one e-mail per team member the comment mentions (not its author); answers how many. */
export async function queueMentionEmails(
  tx: Queryable,
  links: LinkContext,
  comment: { company: CompanyRow; idea: IdeaRow; author: Pick<UserRow, 'id' | 'name'> },
  markdown: string,
  internal: boolean,
): Promise<number> {
  const { company, idea, author } = comment;
  const ids = mentionedIds(markdown).filter((id) => id !== author.id);
  const recipients = (await mentionedTeamMembers(tx, company, ids)).filter((member) => member.notifyMentions);
  if (recipients.length === 0) return 0;
  const url = ideaUrl(links.publicUrl, company.slug, idea.id);
  const letter = mentionLetter(company, idea.title, author.name, markdown, url, internal);
  await enqueueEmails(
    tx,
    recipients.map((to) => composeEmail(links, to, 'mentions', letter)),
    new Date(),
  );
  return recipients.length;
}
