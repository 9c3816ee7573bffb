/** Inputs of the account calls (/api/account, forgot and reset password), shared with the portal. */
import { z } from 'zod';
import { signupSchema } from './auth';
import { emailSchema } from './fields';

/** The same rules as sign-up, so a reset or a change never accepts a password sign-up refuses. */
export const newPasswordSchema = signupSchema.shape.password;

const currentPassword = z
  .string('Password is required')
  .min(1, 'Password is required')
  .max(200, 'Password is incorrect');

const linkToken = z
  .string('This link is invalid or has expired')
  .min(1, 'This link is invalid or has expired')
  .max(200, 'This link is invalid or has expired');

export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z.object({ token: linkToken, password: newPasswordSchema });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const updateProfileSchema = z.object({ name: signupSchema.shape.name });
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

export const changeEmailSchema = z.object({ email: emailSchema, password: currentPassword });
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;

export const confirmEmailSchema = z.object({ token: linkToken });
export type ConfirmEmailInput = z.infer<typeof confirmEmailSchema>;

/** POST /api/auth/verify-email: the token of the link sent to the account's address. */
export const verifyEmailSchema = z.object({ token: linkToken });
export type VerifyEmailInput = z.infer<typeof verifyEmailSchema>;

export const changePasswordSchema = z.object({
  currentPassword,
  newPassword: newPasswordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const deleteAccountSchema = z.object({ password: currentPassword });
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

/** The one answer to "forgot password", whether or not the address has an account. */
export const FORGOT_PASSWORD_ANSWER =
  'If an account exists for that email, we have sent a link to reset its password. The link works once, for 1 hour.';

/** One signed-in device on the account page (GET /api/account/sessions). */
export interface SessionListEntry {
  id: number;
  /** "Firefox on Linux": a summary of the browser's User-Agent at sign-in. */
  device: string;
  /** Where it was signed in: the main site's host name or a company's custom domain. */
  host: string;
  createdAt: string;
  /** Updated at most every few minutes. */
  lastUsedAt: string;
  /** The session of the browser asking. */
  current: boolean;
}
