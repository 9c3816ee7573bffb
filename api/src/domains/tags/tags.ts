/**
 * A company's tags (issue 28): the team's own labels, never shown to the public. Names are
 * unique per company whatever their case (`name_key`); colours come from the contract's palette.
 */
import { and, asc, count, eq } from 'drizzle-orm';
import { type CreateTagInput, TAG_LIMIT, TAG_MESSAGES, type Tag, type UpdateTagInput } from '../../contract';
import { type Db, isUniqueViolation, type Queryable } from '../../db/engine';
import { type TagRow, tags } from '../../db/schema';
import { ApiError, invariant } from '../../lib/errors';

const nameKey = (name: string) => name.toLowerCase();

/** The answer's shape of a row. */
export function toTag(row: Pick<TagRow, 'id' | 'name' | 'color'>): Tag {
  return { id: row.id, name: row.name, color: row.color };
}

/** The company's tags, by name. */
export async function listTags(db: Queryable, companyId: number): Promise<Tag[]> {
  const rows = await db
    .select()
    .from(tags)
    .where(eq(tags.companyId, companyId))
    .orderBy(asc(tags.nameKey), asc(tags.id));
  return rows.map(toTag);
}

const taken = () => new ApiError(409, TAG_MESSAGES.taken, [{ path: 'name', message: TAG_MESSAGES.taken }]);

/** Runs a write, turning the unique index's refusal (a race past the check) into the 409. */
async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}

async function requireFreeName(db: Queryable, companyId: number, name: string, except?: number) {
  const [row] = await db
    .select({ id: tags.id })
    .from(tags)
    .where(and(eq(tags.companyId, companyId), eq(tags.nameKey, nameKey(name))))
    .limit(1);
  if (row && row.id !== except) throw taken();
}

/** Adds a tag; 409 on a name the company has in any case, 400 past TAG_LIMIT. */
export function addTag(db: Db, companyId: number, input: CreateTagInput): Promise<Tag> {
  return uniqueName(() =>
    db.transaction(async (tx) => {
      const [held] = await tx.select({ n: count() }).from(tags).where(eq(tags.companyId, companyId));
      if (Number(held?.n ?? 0) >= TAG_LIMIT) throw new ApiError(400, TAG_MESSAGES.limit);
      await requireFreeName(tx, companyId, input.name);
      const [row] = await tx
        .insert(tags)
        .values({ companyId, name: input.name, nameKey: nameKey(input.name), color: input.color })
        .returning();
      invariant(row, 404, TAG_MESSAGES.notFound);
      return toTag(row);
    }),
  );
}

async function requireTag(db: Queryable, companyId: number, tagId: number): Promise<TagRow> {
  const [row] = await db
    .select()
    .from(tags)
    .where(and(eq(tags.id, tagId), eq(tags.companyId, companyId)))
    .limit(1);
  invariant(row, 404, TAG_MESSAGES.notFound);
  return row;
}

/** Renames or recolours one of the company's tags (404 for another company's). */
export function updateTag(db: Db, companyId: number, tagId: number, input: UpdateTagInput): Promise<Tag> {
  return uniqueName(() =>
    db.transaction(async (tx) => {
      const row = await requireTag(tx, companyId, tagId);
      const name = input.name ?? row.name;
      if (input.name !== undefined) await requireFreeName(tx, companyId, name, row.id);
      const [updated] = await tx
        .update(tags)
        .set({ name, nameKey: nameKey(name), color: input.color ?? row.color })
        .where(eq(tags.id, row.id))
        .returning();
      invariant(updated, 404, TAG_MESSAGES.notFound);
      return toTag(updated);
    }),
  );
}

/** Deletes one of the company's tags; the ideas carrying it lose it (idea_tags cascades). */
export async function deleteTag(db: Db, companyId: number, tagId: number): Promise<void> {
  const row = await requireTag(db, companyId, tagId);
  await db.delete(tags).where(eq(tags.id, row.id));
}
