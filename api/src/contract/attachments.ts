/** Screenshots on ideas and comments (issue 28): the upload's limits and the ids that bind them. */
import { z } from 'zod';

/** Images one idea or comment may carry. */
export const MAX_ATTACHMENTS = 4;
/** One screenshot's largest size, after any compression by the browser. */
export const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;
/** What the picker accepts; the server sniffs the bytes whatever the browser says. */
export const ATTACHMENT_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

/** `attachmentIds` on a new idea or comment: the caller's own uploads, not yet bound. */
export const attachmentIdsSchema = z
  .array(
    z
      .number('Attachment ids must be numbers')
      .int('Attachment ids must be numbers')
      .positive('Attachment ids must be numbers')
      .max(Number.MAX_SAFE_INTEGER, 'Attachment ids must be numbers'),
    'attachmentIds must be a list of ids',
  )
  .max(MAX_ATTACHMENTS, `At most ${MAX_ATTACHMENTS} images per idea or comment`)
  .transform((ids) => [...new Set(ids)])
  .default([]);
