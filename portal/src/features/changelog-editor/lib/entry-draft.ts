/** The editor's form: what it holds, what it checks before a call, and what it sends. */
import {
  CHANGELOG_BODY_MAX,
  CHANGELOG_ENTRY_LABEL_LIMIT,
  CHANGELOG_TITLE_MAX,
  type ChangelogLinkedIdea,
  type ChangelogTeamEntry,
} from '@sayso/api/contract';
import type { ChangelogEntryInput } from '../api/changelog-api';

export interface EntryDraft {
  title: string;
  body: string;
  labels: string[];
  /** Linked ideas with what their chips show (title, board). */
  ideas: ChangelogLinkedIdea[];
  cover: { id: number; url: string } | null;
}

export const EMPTY_DRAFT: EntryDraft = { title: '', body: '', labels: [], ideas: [], cover: null };

/** The editor's fields, the keys the server's `issues` use too. */
export type DraftField = 'title' | 'body' | 'labels' | 'ideaIds' | 'coverUploadId' | 'publishAt';
export type DraftErrors = Partial<Record<DraftField, string>>;

export const DRAFT_MESSAGES = {
  title: 'Please enter a title',
  titleLength: `Title must be at most ${CHANGELOG_TITLE_MAX} characters`,
  bodyLength: `The text must be at most ${CHANGELOG_BODY_MAX.toLocaleString('en')} characters`,
  labels: `Choose at most ${CHANGELOG_ENTRY_LABEL_LIMIT} labels`,
} as const;

/** An entry as the editor opens it. */
export function draftOf(entry: ChangelogTeamEntry): EntryDraft {
  return {
    title: entry.title,
    body: entry.body,
    labels: [...entry.labels],
    ideas: [...entry.ideas],
    cover:
      entry.coverUploadId !== null && entry.coverUrl
        ? { id: entry.coverUploadId, url: entry.coverUrl }
        : null,
  };
}

/** The checks the server makes too, made first so a bad draft costs no call; empty when fine. */
export function draftErrors(draft: EntryDraft): DraftErrors {
  const errors: DraftErrors = {};
  const title = draft.title.trim();
  if (!title) errors.title = DRAFT_MESSAGES.title;
  else if (title.length > CHANGELOG_TITLE_MAX) errors.title = DRAFT_MESSAGES.titleLength;
  if (draft.body.length > CHANGELOG_BODY_MAX) errors.body = DRAFT_MESSAGES.bodyLength;
  if (draft.labels.length > CHANGELOG_ENTRY_LABEL_LIMIT) errors.labels = DRAFT_MESSAGES.labels;
  return errors;
}

/** What POST and PATCH take: every field, so a save writes exactly what the form shows. */
export function inputOf(draft: EntryDraft): ChangelogEntryInput {
  return {
    title: draft.title.trim(),
    body: draft.body,
    labels: draft.labels,
    ideaIds: draft.ideas.map((idea) => idea.id),
    coverUploadId: draft.cover?.id ?? null,
  };
}

/** Adds or removes one label name. */
export function toggleLabel(labels: string[], name: string): string[] {
  return labels.includes(name) ? labels.filter((label) => label !== name) : [...labels, name];
}
