/** One line of an idea's history in words: "Planned by Ada", "Made private by Bo". */
import type { IdeaActivityEntry } from '@sayso/api/contract';
import { labelIn, type StatusLabels } from '@/lib/board/board-settings';

/** A former team member whose account is gone. */
const GONE = 'a former team member';

export function activityText(entry: IdeaActivityEntry, statuses: StatusLabels): string {
  const by = `by ${entry.userName ?? GONE}`;
  switch (entry.action) {
    case 'status_changed':
      return `${labelIn(statuses, entry.toValue ?? 'idea')} ${by}`;
    case 'privacy_changed':
      return `${entry.toValue === 'true' ? 'Made private' : 'Made public'} ${by}`;
    case 'category_changed':
      return `Category changed ${by}`;
    case 'edited':
      return `Edited ${by}`;
    case 'deleted':
      return `Deleted ${by}`;
    case 'merged':
      return `"${entry.toValue ?? ''}" merged into this idea ${by}`;
    case 'unmerged':
      return `"${entry.toValue ?? ''}" unmerged ${by}`;
    case 'approved':
      return `Approved ${by}`;
    case 'shipped':
      return `Shipped in "${entry.toValue ?? ''}" ${by}`;
  }
}
