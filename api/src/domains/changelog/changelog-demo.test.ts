/** The demo company's changelog (issue 29): two published entries, one shipping a completed idea, and a draft. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Client, type Loose, useSayso } from '../../../test/helpers';
import { changelogEntries } from '../../db/schema';
import { seedDemo } from '../../ops/seed';

const sayso = useSayso();

describe('the demo seed', () => {
  it('gives the demo company two published entries, one shipping a completed idea, and a draft', async () => {
    await seedDemo(sayso().db);
    const res = await new Client(sayso()).get('/api/companies/demo/changelog');
    expect(res.status).toBe(200);
    const entries: Loose[] = res.body.entries;
    expect(entries.map((entry) => entry.slug)).toEqual([
      'a-faster-board-on-phones',
      'welcome-to-our-changelog',
    ]);
    const [shipped] = entries[0].ideas;
    const idea = await new Client(sayso()).get(`/api/features/${shipped.id}`);
    expect(idea.body).toMatchObject({
      status: 'completed',
      changelog: [{ slug: 'a-faster-board-on-phones' }],
    });
    const drafts = await sayso()
      .db.select()
      .from(changelogEntries)
      .where(eq(changelogEntries.state, 'draft'));
    expect(drafts.map((row) => row.slug)).toEqual(['dark-mode-is-coming']);
  });
});
