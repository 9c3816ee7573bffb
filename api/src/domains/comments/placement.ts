/** Where a new comment goes (issue 28): checked before anything is written. */
import type { PostCommentInput } from '../../contract';
import type { Db } from '../../db/engine';
import type { IdeaRow, UserRow } from '../../db/schema';
import { requireCompanyById } from '../companies/companies';
import { seesPrivate } from '../team/authorization';
import type { CommentPlacement } from './comments';
import { requireNoteAuthor } from './internal-notes';
import { requireReplyParent } from './replies';

/**
 * The parent and kind of `user`'s comment on `idea`: an internal note only from the team in
 * force (403), a parent by the reply rules (400); a reply under an internal note is internal.
 */
export async function placeComment(
  db: Db,
  idea: IdeaRow,
  user: Pick<UserRow, 'id'>,
  input: Pick<PostCommentInput, 'parentId' | 'internal'>,
): Promise<CommentPlacement & { internal: boolean }> {
  const team = await seesPrivate(db, user, await requireCompanyById(db, idea.companyId));
  if (input.internal) requireNoteAuthor(team);
  if (input.parentId === undefined) return { internal: input.internal === true };
  const parent = await requireReplyParent(db, idea.id, input.parentId, team);
  return { parentId: parent.id, internal: input.internal === true || parent.internal };
}
