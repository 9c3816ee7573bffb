import type { Comment, GuestCommentInput } from '@sayso/api/contract';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/api-paths';

/** Holds a guest's comment and e-mails them the link that publishes it (issue 26). */
export function postGuestComment(ideaId: number, input: GuestCommentInput) {
  return api.post<{ pending: true; message: string }>(apiPaths.idea(ideaId).guestComments(), input);
}

/** Publishes the comment of an e-mailed link's token. */
export function confirmGuestComment(token: string) {
  return api.post<Comment>(apiPaths.confirmGuestComment, { token });
}
