/** Who is acting on an idea: reading it, submitting it or voting for it. */
import type { UserRow } from '../../db/schema';

/**
 * A signed-in user, or else an anonymous browser by its visitor id (undefined until it has one).
 * A signed-in user always acts as themselves: their visitor id, if any, is ignored.
 */
export interface Actor {
  user: UserRow | null;
  visitorId: string | undefined;
}

/** Nobody in particular: what every visitor shares (the cached board, a search's answer). */
export const NOBODY: Actor = { user: null, visitorId: undefined };

/** The columns that record the actor on a row (votes, ideas): the user's id, else the visitor id. */
export function actorColumns(actor: Actor): { userId: number | null; visitorId: string | null } {
  return actor.user
    ? { userId: actor.user.id, visitorId: null }
    : { userId: null, visitorId: actor.visitorId ?? null };
}
