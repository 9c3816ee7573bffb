/** The dashboard's priority-support form. */
import { z } from 'zod';

/** The dashboard's support form (Priority support): one line of subject, a message. */
export const supportRequestSchema = z.object({
  subject: z
    .string('Please enter a subject')
    .trim()
    .min(3, 'Subject must be at least 3 characters')
    .max(120, 'Subject must be less than 120 characters')
    // One line: the subject becomes a mail header.
    .transform((value) => value.replace(/\s+/g, ' ')),
  message: z
    .string('Please enter a message')
    .trim()
    .min(10, 'Please describe what you need in at least 10 characters')
    .max(5000, 'Message must be less than 5000 characters'),
});
export type SupportRequest = z.infer<typeof supportRequestSchema>;
