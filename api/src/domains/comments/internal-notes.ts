/**
 * Team-internal notes (issue 28): comments only the company's team in force writes and reads.
 * They never reach anyone else: not the public thread, the comment count, the commenters, live
 * counts, follower e-mails or webhooks (a team's endpoint may post to a channel customers read).
 */
import { eq } from 'drizzle-orm';
import { INTERNAL_NOTE_FORBIDDEN } from '../../contract';
import { comments } from '../../db/schema';
import { ApiError } from '../../lib/errors';

/** The condition that leaves internal notes out of a read for anyone off the team. */
export function publicOnly(team: boolean) {
  return team ? undefined : eq(comments.internal, false);
}

/** 403 unless the author is on the company's team in force. */
export function requireNoteAuthor(team: boolean): void {
  if (!team) throw new ApiError(403, INTERNAL_NOTE_FORBIDDEN);
}
