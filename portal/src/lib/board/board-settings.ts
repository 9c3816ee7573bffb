/**
 * A company's board settings as its pages apply them (Advanced customisation): the labels of
 * the four statuses (a custom label replaces the short phone label too), the statuses shown, the
 * default sort and the welcome text. Pages of a company provide them (components/board/
 * branded-page.tsx); everywhere else the standard board applies.
 */
import {
  type BoardSettings,
  type IdeaSort,
  isStatus,
  STATUS_LABELS,
  STATUS_SHORT_LABELS,
  STATUSES,
  type Status,
} from '@sayso/api/contract';
import { createContext, useContext } from 'react';

export type StatusLabels = Record<Status, string>;

/** The four sorts with the spec's labels. */
export const SORT_LABELS: Record<IdeaSort, string> = {
  most_votes: 'Most Votes',
  newest: 'Newest',
  status: 'Status',
  category: 'Category',
};

export const STANDARD_BOARD: BoardSettings = {
  welcomeText: null,
  defaultSort: 'most_votes',
  statuses: [...STATUSES],
  statusLabels: STATUS_LABELS,
  roadmapPublic: true,
};

export const BoardSettingsContext = createContext<BoardSettings>(STANDARD_BOARD);

/** The settings of the board being shown; the standard board outside a company's pages. */
export function useBoardSettings(): BoardSettings {
  return useContext(BoardSettingsContext);
}

export function useStatusLabels(): StatusLabels {
  return useContext(BoardSettingsContext).statusLabels;
}

/** The company's label for `status` (an unknown status is Idea, spec section 3). */
export function statusLabelOf(
  company: { board?: Pick<BoardSettings, 'statusLabels'> } | undefined,
  status: string,
): string {
  return labelIn(company?.board?.statusLabels ?? STATUS_LABELS, status);
}

export function labelIn(labels: StatusLabels, status: string): string {
  const key = isStatus(status) ? status : 'idea';
  return labels[key] || STATUS_LABELS[key];
}

/** The phone label: the standard short one, or the custom label when the owner renamed it. */
export function shortLabelIn(labels: StatusLabels, status: string): string {
  const key = isStatus(status) ? status : 'idea';
  const label = labels[key];
  return label && label !== STATUS_LABELS[key] ? label : STATUS_SHORT_LABELS[key];
}
