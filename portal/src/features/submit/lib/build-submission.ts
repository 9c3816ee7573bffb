import { type Category, type CreateIdeaInput, createIdeaSchema } from '@sayso/api/contract';
import { collectErrors, type FieldErrors } from '@/lib/form-errors';

export type SubmitTab = 'account' | 'anonymous';

export interface IdeaFormValues {
  title: string;
  description: string;
  category: Category;
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
 * 'Submit completely anonymously' blanks them; an empty email is sent as null.
 */
export function buildSubmission(
  values: IdeaFormValues,
  tab: SubmitTab,
  companyId: number,
): { payload: CreateIdeaInput; errors: IdeaFieldErrors } {
  const anonymousPath = tab === 'anonymous';
  const blank = !anonymousPath || values.submitAnonymously;
  const payload: CreateIdeaInput = {
    title: values.title,
    description: values.description,
    category: values.category,
    name: blank ? '' : values.name.trim(),
    email: blank || values.email.trim() === '' ? null : values.email.trim(),
    submitAnonymously: anonymousPath && values.submitAnonymously,
    companyId,
  };
  const result = createIdeaSchema.safeParse(payload);
  const errors = result.success ? {} : collectErrors<keyof IdeaFormValues>(result.error.issues);
  return { payload, errors };
}
