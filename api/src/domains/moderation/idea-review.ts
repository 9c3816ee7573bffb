/**
 * Review before publishing (issue 16): with the board's review setting on, ideas from outside
 * the team are stored held; the team approves them (public from then on) or deletes them.
 */
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Idea } from '../../contract';
import type { Db } from '../../db/engine';
import { type IdeaRow, ideaActivity, ideas } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import type { Actor } from '../ideas/actor';
import { decorate } from '../ideas/idea-views';
import { ideaCreated } from '../webhooks/webhook-events';

/** Makes a held idea public, recorded in idea_activity; one not held is a 409. */
export async function approveIdea(db: Db, idea: IdeaRow, byUserId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [approved] = await tx
      .update(ideas)
      .set({ held: false })
      .where(and(eq(ideas.id, idea.id), eq(ideas.held, true)))
      .returning();
    if (!approved) throw new ApiError(409, 'This idea is not waiting for review');
    // Webhooks learn of an idea when the public does: a held idea's idea.created waits for this.
    await ideaCreated(tx, approved);
    await tx.insert(ideaActivity).values({
      ideaId: idea.id,
      companyId: idea.companyId,
      userId: byUserId,
      action: 'approved',
    });
  });
}

/** The most held ideas one answer lists. */
const HELD_LIST_LIMIT = 100;

/** The company's held ideas, newest first, and how many there are (the team's review list). */
export async function listHeldIdeas(db: Db, companyId: number, viewer: Actor): Promise<Idea[]> {
  const rows = await db
    .select()
    .from(ideas)
    .where(and(eq(ideas.companyId, companyId), eq(ideas.held, true), isNull(ideas.mergedInto)))
    .orderBy(desc(ideas.createdAt), desc(ideas.id))
    .limit(HELD_LIST_LIMIT);
  return decorate(db, rows, viewer);
}
