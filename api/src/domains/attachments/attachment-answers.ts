/**
 * The screenshots an answer carries for its ideas or comments. Imports only the schema, so the
 * search worker's idea decoration loads it without any service graph (issue 25).
 */
import { asc, inArray } from 'drizzle-orm';
import type { Attachment } from '../../contract/types';
import type { Db } from '../../db/engine';
import { uploads } from '../../db/schema';

const UPLOAD_PREFIX = '/uploads/';
/** Engines cap bound parameters per statement, so long lists are read in slices. */
const CHUNK = 500;

type Owner = typeof uploads.ideaId | typeof uploads.commentId;

async function attachmentsBy(db: Db, owner: Owner, ids: number[]): Promise<Map<number, Attachment[]>> {
  const result = new Map<number, Attachment[]>();
  for (let i = 0; i < ids.length; i += CHUNK) {
    const rows = await db
      .select({ owner, id: uploads.id, fileName: uploads.fileName, contentType: uploads.contentType })
      .from(uploads)
      .where(inArray(owner, ids.slice(i, i + CHUNK)))
      .orderBy(asc(uploads.id));
    for (const row of rows) {
      if (row.owner === null) continue;
      const list = result.get(row.owner) ?? [];
      list.push({ id: row.id, url: `${UPLOAD_PREFIX}${row.fileName}`, contentType: row.contentType ?? '' });
      result.set(row.owner, list);
    }
  }
  return result;
}

/** Each idea's screenshots, oldest first; an idea without any is absent from the map. */
export function attachmentsOfIdeas(db: Db, ideaIds: number[]): Promise<Map<number, Attachment[]>> {
  return attachmentsBy(db, uploads.ideaId, ideaIds);
}

/** Each comment's screenshots, oldest first; a comment without any is absent from the map. */
export function attachmentsOfComments(db: Db, commentIds: number[]): Promise<Map<number, Attachment[]>> {
  return attachmentsBy(db, uploads.commentId, commentIds);
}
