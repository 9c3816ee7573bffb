import type { ChangelogTeamEntry } from '@sayso/api/contract';
import { localDate, localDateTime } from './schedule-time';

/** "Draft", "Scheduled for <local date and time>" or "Published <date>", as the list shows it. */
export function stateText(entry: Pick<ChangelogTeamEntry, 'state' | 'publishAt' | 'publishedAt'>): string {
  if (entry.state === 'scheduled' && entry.publishAt)
    return `Scheduled for ${localDateTime(entry.publishAt)}`;
  if (entry.state === 'published' && entry.publishedAt) return `Published ${localDate(entry.publishedAt)}`;
  return 'Draft';
}

/** The Publish now confirmation: what happens to the ideas and who is told. */
export function publishConsequence(linkedIdeas: number): string {
  if (linkedIdeas === 0)
    return 'The entry goes live on your changelog and is e-mailed to your changelog subscribers.';
  const ideas = linkedIdeas === 1 ? '1 linked idea moves' : `${linkedIdeas} linked ideas move`;
  return `${ideas} to Completed, and the people who asked for ${linkedIdeas === 1 ? 'it' : 'them'} (voters, submitters and commenters) get an e-mail, as do your changelog subscribers.`;
}
