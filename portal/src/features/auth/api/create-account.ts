import type { PublicUser, SignupInput } from '@sayso/api/contract';
import { ApiError } from '@/lib/api-client';

/**
 * Signs up with a username derived from the email; when that username is already taken
 * (409 naming the username) it retries with a short random suffix, so two people called
 * 'john@…' can both register on /auth without ever seeing a username field.
 */
export async function signupWithDerivedUsername(
  signup: (input: SignupInput) => Promise<PublicUser>,
  input: SignupInput,
  attempts = 3,
): Promise<PublicUser> {
  let username = input.username;
  for (let attempt = 1; ; attempt++) {
    try {
      return await signup({ ...input, username });
    } catch (error) {
      const taken = error instanceof ApiError && error.status === 409 && /username/i.test(error.message);
      if (!taken || attempt >= attempts) throw error;
      const suffix = Math.floor(1000 + Math.random() * 9000);
      username = `${input.username.slice(0, 27)}_${suffix}`;
    }
  }
}
