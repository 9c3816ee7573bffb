/**
 * Which of the company's tags an idea carries (issue 28): set by the team, read by the inbox and
 * the team's answer of one idea, and the inbox's `?tag=` filter.
 */
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { type Idea, type IdeaTagsInput, TAG_MESSAGES, type Tag } from '../../contract';
import type { Db, Queryable } from '../../db/engine';
import { ideas, ideaTags, tags, type UserRow } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { findCompanyById } from '../companies/companies';
import { seesPrivate } from '../team/authorization';
import { toTag } from './tags';

/** The tags of each of `ideaIds`, by name; an idea without tags is absent from the map. */
export async function tagsByIdea(db: Queryable, ideaIds: number[]): Promise<Map<number, Tag[]>> {
  const result = new Map<number, Tag[]>();
  if (ideaIds.length === 0) return result;
  const rows = await db
    .select({ ideaId: ideaTags.ideaId, id: tags.id, name: tags.name, color: tags.color })
    .from(ideaTags)
    .innerJoin(tags, eq(tags.id, ideaTags.tagId))
    .where(inArray(ideaTags.ideaId, ideaIds))
    .orderBy(asc(tags.nameKey), asc(tags.id));
  for (const { ideaId, ...tag } of rows) result.set(ideaId, [...(result.get(ideaId) ?? []), toTag(tag)]);
  return result;
}

/**
 * Gives the idea exactly the tags `tagIds` (duplicates count once). Each must be the idea's
 * company's tag, else 400 'Unknown tag' and nothing changes. Answers the idea's tags.
 */
export async function setIdeaTags(
  db: Db,
  idea: { id: number; companyId: number },
  { tagIds }: IdeaTagsInput,
): Promise<Tag[]> {
  const wanted = [...new Set(tagIds)];
  await db.transaction(async (tx) => {
    const known =
      wanted.length === 0
        ? []
        : await tx
            .select({ id: tags.id })
            .from(tags)
            .where(and(eq(tags.companyId, idea.companyId), inArray(tags.id, wanted)));
    if (known.length !== wanted.length)
      throw new ApiError(400, TAG_MESSAGES.unknown, [{ path: 'tagIds', message: TAG_MESSAGES.unknown }]);
    await tx.delete(ideaTags).where(eq(ideaTags.ideaId, idea.id));
    if (wanted.length > 0)
      await tx
        .insert(ideaTags)
        .values(wanted.map((tagId) => ({ companyId: idea.companyId, ideaId: idea.id, tagId })));
  });
  return (await tagsByIdea(db, [idea.id])).get(idea.id) ?? [];
}

/**
 * The inbox's `?tag=`: ideas carrying the tag, as a subquery on idea_tags' (tag_id, feature_id)
 * index beside the inbox's own company index. The company is named too, so another company's
 * tag id matches nothing.
 */
export function taggedWith(db: Db, companyId: number, tagId: number): SQL {
  return inArray(
    ideas.id,
    db
      .select({ id: ideaTags.ideaId })
      .from(ideaTags)
      .where(and(eq(ideaTags.tagId, tagId), eq(ideaTags.companyId, companyId))),
  );
}

/**
 * The idea with its tags when the caller is on its company's team in force; anyone else's
 * answer is the idea as it was, with no `tags` at all (tags are never public).
 */
export async function withTeamTags(db: Db, idea: Idea, user: Pick<UserRow, 'id'> | null): Promise<Idea> {
  if (!user) return idea;
  const company = await findCompanyById(db, idea.companyId);
  if (!company || !(await seesPrivate(db, user, company))) return idea;
  return { ...idea, tags: (await tagsByIdea(db, [idea.id])).get(idea.id) ?? [] };
}
