import { type Category, type CreateIdeaInput, createIdeaSchema } from '@sayso/api/contract';

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

export type FieldErrors = Partial<Record<keyof IdeaFormValues, string>>;

/**
 * The request body of spec section 3 for the chosen tab, checked with the contract's schema so
 * the messages are the spec's. The account tab sends no name or email (the session says who);
 * 'Submit completely anonymously' blanks them; an empty email is sent as null.
 */
export function buildSubmission(
  values: IdeaFormValues,
  tab: SubmitTab,
  companyId: number,
): { payload: CreateIdeaInput; errors: FieldErrors } {
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
  const errors: FieldErrors = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path[0] as keyof IdeaFormValues;
      errors[field] ??= issue.message;
    }
  }
  return { payload, errors };
}
