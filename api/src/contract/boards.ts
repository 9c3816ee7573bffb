/** A company's boards (issue 27, docs/decisions/024-boards.md): who sees them, their fields and refusals. */
import { z } from 'zod';

/** Public: everyone. Team: the company's team. Restricted: the team and the people its rules admit. */
export const BOARD_VISIBILITIES = ['public', 'team', 'restricted'] as const;
export type BoardVisibility = (typeof BOARD_VISIBILITIES)[number];

/** The identified person's attributes a restricted board's rule may name (identify tokens carry them). */
export const BOARD_RULE_ATTRIBUTES = ['plan', 'company'] as const;
export type BoardRuleAttribute = (typeof BOARD_RULE_ATTRIBUTES)[number];

/** Admits an identified person whose `attribute` equals `value` (case-insensitive): `plan = enterprise`. */
export interface BoardAttributeRule {
  attribute: BoardRuleAttribute;
  value: string;
}

/** Every company's first board, made by the migration and with each new company. */
export const DEFAULT_BOARD = { name: 'Feature Requests', slug: 'feature-requests' } as const;

/** The boards calls' refusals, worded once for the API and the dashboard. */
export const BOARD_MESSAGES = {
  notFound: 'Board not found',
  taken: 'A board with this address already exists',
  lastBoard: "A company's last board cannot be deleted",
  moveTo: 'This board has ideas: choose the board to move them to',
  moveToSelf: 'Ideas cannot move to the board being deleted',
  otherCompany: "Please choose one of this company's boards",
  order: "The order must list each of the company's boards exactly once",
} as const;

const nameSchema = z
  .string('Please enter a board name')
  .trim()
  .min(1, 'Please enter a board name')
  .max(60, 'Board name must be at most 60 characters');

/** A board's address under its company: lower-case letters, digits and single hyphens. */
export const boardSlugSchema = z
  .string('Please enter a board address')
  .trim()
  .min(2, 'Board address must be at least 2 characters')
  .max(60, 'Board address must be at most 60 characters')
  .regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    'Board address may hold lower-case letters, digits and single hyphens',
  );

const domainSchema = z
  .string('Each e-mail domain must be text')
  .trim()
  .toLowerCase()
  .regex(
    /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
    'Each e-mail domain must look like example.com',
  );

const ruleSchema = z.object(
  {
    attribute: z.enum(
      BOARD_RULE_ATTRIBUTES,
      `A rule's attribute must be one of: ${BOARD_RULE_ATTRIBUTES.join(', ')}`,
    ),
    value: z
      .string("Please enter the rule's value")
      .trim()
      .min(1, "Please enter the rule's value")
      .max(100, "A rule's value must be at most 100 characters"),
  },
  'Each attribute rule must be an object with an attribute and a value',
);

const fields = {
  name: nameSchema,
  slug: boardSlugSchema,
  description: z
    .string('Description must be text')
    .trim()
    .max(500, 'Description must be at most 500 characters'),
  visibility: z.enum(BOARD_VISIBILITIES, `Visibility must be one of: ${BOARD_VISIBILITIES.join(', ')}`),
  emailDomains: z.array(domainSchema, 'E-mail domains must be a list').max(50, 'At most 50 e-mail domains'),
  attributeRules: z.array(ruleSchema, 'Attribute rules must be a list').max(20, 'At most 20 attribute rules'),
};

/** POST /api/companies/{id}/boards. */
export const createBoardSchema = z.object({
  name: fields.name,
  slug: fields.slug,
  description: fields.description.optional(),
  visibility: fields.visibility.optional(),
  emailDomains: fields.emailDomains.optional(),
  attributeRules: fields.attributeRules.optional(),
});
export type CreateBoardInput = z.infer<typeof createBoardSchema>;

/** PATCH /api/companies/{id}/boards/{boardId}: any of the fields. */
export const updateBoardSchema = createBoardSchema.partial();
export type UpdateBoardInput = z.infer<typeof updateBoardSchema>;

/** PATCH /api/companies/{id}/boards: every one of the company's board ids, in order. */
export const boardOrderSchema = z.object({
  ids: z
    .array(
      z.number(BOARD_MESSAGES.order).int(BOARD_MESSAGES.order).positive(BOARD_MESSAGES.order),
      BOARD_MESSAGES.order,
    )
    .max(1000, BOARD_MESSAGES.order),
});

/** DELETE /api/companies/{id}/boards/{boardId}?moveTo=…: where its ideas go. */
export const deleteBoardSchema = z.object({
  moveTo: z.coerce
    .number('moveTo must be a board id')
    .int('moveTo must be a board id')
    .positive('moveTo must be a board id')
    .optional(),
});

/** A board as its company's team sees it (rules included). */
export interface Board {
  id: number;
  companyId: number;
  name: string;
  slug: string;
  description: string | null;
  position: number;
  visibility: BoardVisibility;
  emailDomains: string[];
  attributeRules: BoardAttributeRule[];
  /** Ideas on the board (every idea, private and held included): the team's count. */
  ideaCount: number;
  createdAt: string;
}

/** A board in a public answer: no rules, no counts. */
export type PublicBoard = Pick<Board, 'id' | 'name' | 'slug' | 'description' | 'position' | 'visibility'>;
