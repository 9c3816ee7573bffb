/** The account calls (/api/account, forgot and reset password) through the one API client. */
import type {
  ChangeEmailInput,
  ChangePasswordInput,
  PublicUser,
  ResetPasswordInput,
  UpdateProfileInput,
} from '@sayso/api/contract';
import { api } from '@/lib/api-client';

interface MessageAnswer {
  message: string;
}

interface UserAnswer {
  user: PublicUser;
}

/** Always answers the same message, whether or not the address has an account. */
export async function forgotPasswordRequest(email: string): Promise<string> {
  return (await api.post<MessageAnswer>('/api/auth/forgot-password', { email })).message;
}

export async function resetPasswordRequest(input: ResetPasswordInput): Promise<string> {
  return (await api.post<MessageAnswer>('/api/auth/reset-password', input)).message;
}

export async function updateProfileRequest(input: UpdateProfileInput): Promise<PublicUser> {
  return (await api.patch<UserAnswer>('/api/account', input)).user;
}

/** Sends the confirmation link to the new address; answers the text to show. */
export async function changeEmailRequest(input: ChangeEmailInput): Promise<string> {
  return (await api.post<MessageAnswer>('/api/account/email', input)).message;
}

export async function confirmEmailRequest(token: string): Promise<PublicUser> {
  return (await api.post<UserAnswer>('/api/account/email/confirm', { token })).user;
}

export async function changePasswordRequest(input: ChangePasswordInput): Promise<PublicUser> {
  return (await api.post<UserAnswer>('/api/account/password', input)).user;
}

export async function deleteAccountRequest(password: string): Promise<void> {
  await api.post('/api/account/delete', { password });
}
