import type { ChangelogTeamEntry } from '@sayso/api/contract';
import { describe, expect, it } from 'vitest';
import { DRAFT_MESSAGES, draftErrors, draftOf, EMPTY_DRAFT, inputOf, toggleLabel } from './entry-draft';
import { publishConsequence, stateText } from './entry-state';
import { localDate, localDateTime } from './schedule-time';

const entry = {
  id: 3,
  title: 'Dark mode',
  body: 'At last.',
  labels: ['New'],
  ideas: [{ id: 9, title: 'Dark mode please', boardSlug: 'feature-requests' }],
  coverUploadId: 4,
  coverUrl: '/uploads/cover.png',
  state: 'draft',
  publishAt: null,
  publishedAt: null,
} as unknown as ChangelogTeamEntry;

describe('the entry draft', () => {
  it('opens an entry with its fields, and sends them back with the idea ids and the cover id', () => {
    const draft = draftOf(entry);
    expect(inputOf({ ...draft, title: '  Dark mode  ' })).toEqual({
      title: 'Dark mode',
      body: 'At last.',
      labels: ['New'],
      ideaIds: [9],
      coverUploadId: 4,
    });
    expect(inputOf(EMPTY_DRAFT).coverUploadId).toBeNull();
  });

  it('needs a title, within the limit', () => {
    expect(draftErrors({ ...EMPTY_DRAFT, title: '   ' })).toEqual({ title: DRAFT_MESSAGES.title });
    expect(draftErrors({ ...EMPTY_DRAFT, title: 'x'.repeat(121) })).toEqual({
      title: DRAFT_MESSAGES.titleLength,
    });
    expect(draftErrors({ ...EMPTY_DRAFT, title: 'Fine' })).toEqual({});
  });

  it('keeps the body and the labels within their limits', () => {
    const errors = draftErrors({
      ...EMPTY_DRAFT,
      title: 'Fine',
      body: 'x'.repeat(20_001),
      labels: ['a', 'b', 'c', 'd', 'e', 'f'],
    });
    expect(errors).toEqual({ body: DRAFT_MESSAGES.bodyLength, labels: DRAFT_MESSAGES.labels });
  });

  it('toggles a label on and off', () => {
    expect(toggleLabel(['New'], 'Fixed')).toEqual(['New', 'Fixed']);
    expect(toggleLabel(['New', 'Fixed'], 'New')).toEqual(['Fixed']);
  });
});

describe('the entry state', () => {
  it('reads Draft, Scheduled for <local date and time>, Published <date>', () => {
    const at = '2026-04-01T09:00:00.000Z';
    expect(stateText({ state: 'draft', publishAt: null, publishedAt: null })).toBe('Draft');
    expect(stateText({ state: 'scheduled', publishAt: at, publishedAt: null })).toBe(
      `Scheduled for ${localDateTime(at)}`,
    );
    expect(stateText({ state: 'published', publishAt: null, publishedAt: at })).toBe(
      `Published ${localDate(at)}`,
    );
  });

  it('says how many ideas move to Completed and who is told', () => {
    expect(publishConsequence(1)).toMatch(
      /^1 linked idea moves to Completed, and the people who asked for it/,
    );
    expect(publishConsequence(3)).toMatch(
      /^3 linked ideas move to Completed, and the people who asked for them/,
    );
    expect(publishConsequence(0)).not.toMatch(/Completed/);
  });
});
