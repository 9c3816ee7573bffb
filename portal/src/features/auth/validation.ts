/**
 * Form rules of spec section 5. The contract's schemas give the shared messages; the /auth
 * Login tab adds its own 6-character password rule. /auth registers with the /signup form.
 */
import { companyNameSchema, loginSchema, signupSchema } from '@sayso/api/contract';
import { collectErrors, type FieldErrors, validate } from '@/lib/form-errors';

const PASSWORD_MIN_AUTH = 6;
const SHORT_PASSWORD = 'Password must be at least 6 characters';

/** /login: valid email, password required. */
export function validateLogin(values: { email: string; password: string }) {
  return validate(loginSchema, values);
}

/** /auth Login tab: as /login, and the password at least 6 characters. */
export function validateAuthLogin(values: { email: string; password: string }) {
  const result = validateLogin(values);
  if (values.password.length >= PASSWORD_MIN_AUTH) return result;
  return { errors: { ...result.errors, password: SHORT_PASSWORD } };
}

/** /signup User Info tab: the contract's sign-up schema. */
export function validateSignupUser(values: {
  name: string;
  email: string;
  username: string;
  password: string;
}) {
  return validate(signupSchema, values);
}

/** /signup Company Info tab: company name ≥ 2, description optional. */
export function validateSignupCompany(values: { companyName: string }): FieldErrors<'companyName'> {
  const result = companyNameSchema.safeParse(values.companyName);
  return result.success
    ? {}
    : collectErrors([{ path: ['companyName'], message: result.error.issues[0]?.message ?? '' }]);
}
