import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertCompany, insertIdea, insertUser, useSayso } from '../../../test/helpers';
import { comments, ideas } from '../../db/schema';
import { backfillRenderedMarkdown } from './markdown-backfill';

const sayso = useSayso();

describe('backfillRenderedMarkdown', () => {
  it('renders ideas and comments stored without HTML, once, and leaves rendered ones alone', async () => {
    const { db } = sayso();
    const owner = await insertUser(sayso());
    const company = await insertCompany(sayso(), owner);
    const idea = await insertIdea(sayso(), company.id);
    await db
      .update(ideas)
      .set({ description: 'Old **bold** text', descriptionHtml: null })
      .where(eq(ideas.id, idea.id));
    await db.insert(comments).values({ ideaId: idea.id, userId: owner.id, content: 'An _old_ comment' });

    expect(await backfillRenderedMarkdown(db)).toBeGreaterThanOrEqual(2);
    const [row] = await db.select().from(ideas).where(eq(ideas.id, idea.id));
    expect(row?.descriptionHtml).toBe('<p>Old <strong>bold</strong> text</p>');
    const [comment] = await db.select().from(comments).where(eq(comments.ideaId, idea.id));
    expect(comment?.contentHtml).toBe('<p>An <em>old</em> comment</p>');
    expect(await backfillRenderedMarkdown(db)).toBe(0);
  });
});
