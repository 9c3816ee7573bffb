import { type Category, type CreateIdeaInput, createIdeaSchema } from '@sayso/api/contract';
import { isOwnCategoryValue } from '@/lib/board/categories';
import { collectErrors, type FieldErrors } from '@/lib/form-errors';

export type SubmitTab = 'account' | 'anonymous';

export interface IdeaFormValues {
  title: string;
  description: string;
  /** An option value of lib/board/categories: a fixed category, or an own category's id. */
  category: string;
  name: string;
  email: string;
  submitAnonymously: boolean;
}

export const EMPTY_FORM: IdeaFormValues = {
  title: '',
  description: '',
  category: 'new_features',
  name: '',
  email: '',
  submitAnonymously: false,
};

export type IdeaFieldErrors = FieldErrors<keyof IdeaFormValues>;

/**
 * The request body of spec section 3 for the chosen tab, checked with the contract's schema so
 * the messages are the spec's. The account tab sends no name or email (the session says who);
 * 'Submit completely anonymously' blanks them; an empty email is sent as null. `boardId` is the
 * board shown (issue 27); without one the server picks the company's default board.
 */
export function buildSubmission(
  values: IdeaFormValues,
  tab: SubmitTab,
  companyId: number,
  boardId?: number,
): { payload: CreateIdeaInput; errors: IdeaFieldErrors } {
  const anonymousPath = tab === 'anonymous';
  const blank = !anonymousPath || values.submitAnonymously;
  // An own category is sent as its id; the fixed one is then 'other' (the server says so too).
  const own = isOwnCategoryValue(values.category);
  const payload: CreateIdeaInput = {
    title: values.title,
    description: values.description,
    category: own ? 'other' : (values.category as Category),
    ...(own && { categoryId: Number(values.category) }),
    name: blank ? '' : values.name.trim(),
    email: blank || values.email.trim() === '' ? null : values.email.trim(),
    submitAnonymously: anonymousPath && values.submitAnonymously,
    companyId,
    ...(boardId !== undefined && { boardId }),
  };
  const result = createIdeaSchema.safeParse(payload);
  const errors = result.success ? {} : collectErrors<keyof IdeaFormValues>(result.error.issues);
  if (!result.success && result.error.issues.some((issue) => issue.path[0] === 'categoryId'))
    errors.category ??= 'Please choose a category';
  return { payload, errors };
}
