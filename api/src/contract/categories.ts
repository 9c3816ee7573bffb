/** A board's categories: names, order, and the limits and refusals. */
import { z } from 'zod';

/** The most categories a board offers at once (archived ones do not count: they are retired). */
export const CATEGORY_LIMIT = 30;

/** The categories calls' refusals, worded once for the API and the dashboard card. */
export const CATEGORY_MESSAGES = {
  limit: `A board can have at most ${CATEGORY_LIMIT} categories`,
  taken: 'A category with this name already exists',
  notFound: 'Category not found',
  order: "The order must list each of the board's categories exactly once",
} as const;

/** A category's name: trimmed, 1 to 40 characters. */
export const categoryNameSchema = z
  .string('Please enter a category name')
  .trim()
  .min(1, 'Please enter a category name')
  .max(40, 'Category name must be at most 40 characters');

/** POST /api/companies/{id}/categories. */
export const createCategorySchema = z.object({ name: categoryNameSchema });
export type CreateCategoryInput = z.infer<typeof createCategorySchema>;

/** PATCH /api/companies/{id}/categories/{categoryId}: rename, archive or restore. */
export const updateCategorySchema = z
  .object({
    name: categoryNameSchema.optional(),
    archived: z.boolean('archived must be true or false').optional(),
  })
  .refine((value) => value.name !== undefined || value.archived !== undefined, {
    message: 'Please enter a category name',
    path: ['name'],
  });
export type UpdateCategoryInput = z.infer<typeof updateCategorySchema>;

/** PATCH /api/companies/{id}/categories: every one of the company's category ids, in order. */
export const categoryOrderSchema = z.object({
  ids: z
    .array(
      z.number(CATEGORY_MESSAGES.order).int(CATEGORY_MESSAGES.order).positive(CATEGORY_MESSAGES.order),
      CATEGORY_MESSAGES.order,
    )
    .max(1000, CATEGORY_MESSAGES.order),
});
export type CategoryOrderInput = z.infer<typeof categoryOrderSchema>;
