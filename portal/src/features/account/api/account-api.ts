/** The account calls (/api/account, forgot and reset password) through the one API client. */
import type {
  ChangeEmailInput,
  ChangePasswordInput,
  PublicUser,
  ResetPasswordInput,
  UpdateProfileInput,
} from '@sayso/api/contract';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/api-paths';

interface MessageAnswer {
  message: string;
}

interface UserAnswer {
  user: PublicUser;
}

/** Always answers the same message, whether or not the address has an account. */
export async function forgotPasswordRequest(email: string): Promise<string> {
  return (await api.post<MessageAnswer>(apiPaths.auth.forgotPassword, { email })).message;
}

export async function resetPasswordRequest(input: ResetPasswordInput): Promise<string> {
  return (await api.post<MessageAnswer>(apiPaths.auth.resetPassword, input)).message;
}

export async function updateProfileRequest(input: UpdateProfileInput): Promise<PublicUser> {
  return (await api.patch<UserAnswer>(apiPaths.account.root, input)).user;
}

/** Sends the confirmation link to the new address; answers the text to show. */
export async function changeEmailRequest(input: ChangeEmailInput): Promise<string> {
  return (await api.post<MessageAnswer>(apiPaths.account.email, input)).message;
}

export async function confirmEmailRequest(token: string): Promise<PublicUser> {
  return (await api.post<UserAnswer>(apiPaths.account.emailConfirm, { token })).user;
}

/** Follows the e-mailed verification link; answers the user, now verified. */
export async function verifyEmailRequest(token: string): Promise<PublicUser> {
  return (await api.post<UserAnswer>(apiPaths.auth.verifyEmail, { token })).user;
}

/** Sends the verification link to the account's address again. */
export async function resendVerificationRequest(): Promise<void> {
  await api.post(apiPaths.auth.verifyEmailResend);
}

export async function changePasswordRequest(input: ChangePasswordInput): Promise<PublicUser> {
  return (await api.post<UserAnswer>(apiPaths.account.password, input)).user;
}

export async function deleteAccountRequest(password: string): Promise<void> {
  await api.post(apiPaths.account.delete, { password });
}
