/** Sign-up and sign-in input, with the spec's messages (section 5). */
import { z } from 'zod';
import { emailSchema } from './fields';

export const signupSchema = z.object({
  name: z
    .string()
    .trim()
    .min(2, 'Name must be at least 2 characters')
    .max(100, 'Name must be less than 100 characters'),
  email: emailSchema,
  username: z
    .string()
    .trim()
    .min(3, 'Username must be at least 3 characters')
    .max(32, 'Username must be less than 32 characters')
    .regex(/^[a-z0-9_-]+$/, 'Username can only contain lowercase letters, numbers, underscores and hyphens'),
  password: z
    .string()
    .min(8, 'Password must be at least 8 characters')
    .max(200, 'Password must be less than 200 characters')
    // Length alone lets 'aaaaaaaa' or eight spaces through: the first guesses anyone tries.
    .refine(
      (password) => /\S/.test(password) && new Set(password).size > 1,
      'Please choose a less guessable password',
    ),
});
export type SignupInput = z.infer<typeof signupSchema>;

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Password is required').max(200, 'Invalid email or password'),
});
export type LoginInput = z.infer<typeof loginSchema>;
