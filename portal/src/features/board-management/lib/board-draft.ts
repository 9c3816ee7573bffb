/**
 * The board form's fields as typed, and the API input they stand for. Pure functions, no React:
 * the address follows the name until it is edited, domains are one text box, rules a list.
 */
import {
  type Board,
  type BoardAttributeRule,
  type BoardVisibility,
  type CreateBoardInput,
  createBoardSchema,
  PLAN_IDS,
  PLANS,
  type PlanId,
} from '@sayso/api/contract';
import { type FieldErrors, validate } from '@/lib/form-errors';

/** The fields a message can sit on: the API's names. */
export type BoardField = keyof CreateBoardInput;

export interface BoardDraft {
  name: string;
  slug: string;
  /** Whether the address was typed by hand: then the name no longer changes it. */
  slugEdited: boolean;
  description: string;
  visibility: BoardVisibility;
  /** E-mail domains, separated by commas, spaces or new lines. */
  domains: string;
  rules: BoardAttributeRule[];
}

export const EMPTY_DRAFT: BoardDraft = {
  name: '',
  slug: '',
  slugEdited: false,
  description: '',
  visibility: 'public',
  domains: '',
  rules: [],
};

/** The draft of an existing board: its address is its own, never re-derived from a rename. */
export function draftOf(board: Board): BoardDraft {
  return {
    name: board.name,
    slug: board.slug,
    slugEdited: true,
    description: board.description ?? '',
    visibility: board.visibility,
    domains: board.emailDomains.join(', '),
    rules: board.attributeRules,
  };
}

/** 'Mobile App (beta)!' → 'mobile-app-beta': lower-case letters, digits and single hyphens. */
export function slugFromName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

/** A change of the name field: the address follows it while it was never edited by hand. */
export function withName(draft: BoardDraft, name: string): BoardDraft {
  return { ...draft, name, slug: draft.slugEdited ? draft.slug : slugFromName(name) };
}

export function domainList(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((domain) => domain.trim().replace(/^@/, ''))
    .filter(Boolean);
}

/** The API's input; a restricted board's audience rules go only with a restricted board. */
export function inputOf(draft: BoardDraft): Required<CreateBoardInput> {
  const restricted = draft.visibility === 'restricted';
  return {
    name: draft.name,
    slug: draft.slug,
    description: draft.description,
    visibility: draft.visibility,
    emailDomains: restricted ? domainList(draft.domains) : [],
    attributeRules: restricted ? draft.rules : [],
  };
}

/** The form's own check with the contract's schema (the server's words), first message per field. */
export function draftErrors(draft: BoardDraft): FieldErrors<BoardField> {
  return validate(createBoardSchema, inputOf(draft)).errors ?? {};
}

/** The plan a company at its board limit would upgrade to (the next with more), or null if none. */
export function planWithMoreBoards(plan: PlanId): PlanId | null {
  const limit = PLANS[plan].boards;
  if (limit === null) return null;
  return PLAN_IDS.find((id) => PLANS[id].boards === null || (PLANS[id].boards ?? 0) > limit) ?? null;
}

/** Whether the plan's count of boards is reached (after a downgrade it may be passed). */
export function atBoardLimit(plan: PlanId, boards: number): boolean {
  const limit = PLANS[plan].boards;
  return limit !== null && boards >= limit;
}

/** Whether the board at `index` of the switcher is past the plan's count: it takes no new ideas. */
export function pastBoardLimit(plan: PlanId, index: number): boolean {
  const limit = PLANS[plan].boards;
  return limit !== null && index >= limit;
}

/** How the card and the form name each visibility. */
export const VISIBILITY_LABELS: Record<BoardVisibility, string> = {
  public: 'Public',
  team: 'Team only',
  restricted: 'Restricted',
};

export const VISIBILITY_HINTS: Record<BoardVisibility, string> = {
  public: 'Everyone can see it and its ideas.',
  team: "Only your company's team sees it.",
  restricted: 'Your team, and the people the rules below let in.',
};
