/**
 * Team-only tags (issue 28): a name and a colour from a fixed palette, to group ideas across
 * categories and filter the inbox. Never part of a public answer.
 */
import { z } from 'zod';

/**
 * The palette: each a light background with a dark text of the same hue, at least 6:1 apart
 * (past WCAG AA's 4.5:1, tags.test.ts), in light and dark themes alike. Stored by key.
 */
export const TAG_COLOR_STYLES = {
  gray: { label: 'Gray', background: '#e5e7eb', text: '#1f2937' },
  red: { label: 'Red', background: '#fee2e2', text: '#991b1b' },
  orange: { label: 'Orange', background: '#ffedd5', text: '#9a3412' },
  yellow: { label: 'Yellow', background: '#fef9c3', text: '#854d0e' },
  green: { label: 'Green', background: '#dcfce7', text: '#166534' },
  teal: { label: 'Teal', background: '#ccfbf1', text: '#115e59' },
  blue: { label: 'Blue', background: '#dbeafe', text: '#1e40af' },
  purple: { label: 'Purple', background: '#f3e8ff', text: '#6b21a8' },
  pink: { label: 'Pink', background: '#fce7f3', text: '#9d174d' },
} as const;
export type TagColor = keyof typeof TAG_COLOR_STYLES;
export const TAG_COLORS = Object.keys(TAG_COLOR_STYLES) as [TagColor, ...TagColor[]];

/** The most tags a company keeps, and the most one idea carries. */
export const TAG_LIMIT = 100;
export const IDEA_TAG_LIMIT = 10;

export const TAG_MESSAGES = {
  name: 'Please enter a tag name',
  nameLength: 'Tag name must be at most 30 characters',
  color: `Colour must be one of ${TAG_COLORS.join(', ')}`,
  taken: 'A tag with this name already exists',
  limit: `A company can have at most ${TAG_LIMIT} tags`,
  notFound: 'Tag not found',
  ids: 'tagIds must be tag ids',
  tooMany: `An idea can have at most ${IDEA_TAG_LIMIT} tags`,
  unknown: 'Unknown tag',
} as const;

/** A tag as the team sees it on an idea, in the inbox and in settings. */
export interface Tag {
  id: number;
  name: string;
  color: TagColor;
}

const tagNameSchema = z
  .string(TAG_MESSAGES.name)
  .trim()
  .min(1, TAG_MESSAGES.name)
  .max(30, TAG_MESSAGES.nameLength);
const tagColorSchema = z.enum(TAG_COLORS, TAG_MESSAGES.color);

/** POST /api/companies/{id}/tags. */
export const createTagSchema = z.object({ name: tagNameSchema, color: tagColorSchema });
export type CreateTagInput = z.infer<typeof createTagSchema>;

/** PATCH /api/companies/{id}/tags/{tagId}: rename, recolour or both. */
export const updateTagSchema = z
  .object({ name: tagNameSchema.optional(), color: tagColorSchema.optional() })
  .refine((value) => value.name !== undefined || value.color !== undefined, {
    message: TAG_MESSAGES.name,
    path: ['name'],
  });
export type UpdateTagInput = z.infer<typeof updateTagSchema>;

const tagIdSchema = z
  .number(TAG_MESSAGES.ids)
  .int(TAG_MESSAGES.ids)
  .positive(TAG_MESSAGES.ids)
  .max(2_147_483_647, TAG_MESSAGES.ids);

/** PUT /api/features/{id}/tags: the idea's tags, all of them (an empty list clears them). */
export const ideaTagsSchema = z.object({
  tagIds: z.array(tagIdSchema, TAG_MESSAGES.ids).max(IDEA_TAG_LIMIT, TAG_MESSAGES.tooMany),
});
export type IdeaTagsInput = z.infer<typeof ideaTagsSchema>;

/** The inbox's `?tag=`: ideas carrying this tag of the company; another company's matches none. */
export const tagFilterSchema = z.coerce
  .number('tag must be a tag id')
  .int('tag must be a tag id')
  .positive('tag must be a tag id')
  // Row ids are 32-bit on PostgreSQL: past that, no tag (a 400, not an out-of-range 500).
  .max(2_147_483_647, 'tag must be a tag id')
  .optional();
