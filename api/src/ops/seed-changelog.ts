/**
 * The demo company's changelog (issue 29): two published entries, one shipping a completed
 * demo idea, and a draft for the dashboard. Written straight in, like the rest of the seed: no
 * e-mail goes out for demo data.
 */
import type { Tx } from '../db/engine';
import { changelogEntries, changelogEntryIdeas, ideaActivity } from '../db/schema';
import { renderMarkdown } from '../lib/markdown';

const DAY = 24 * 3600 * 1000;

interface DemoEntry {
  slug: string;
  title: string;
  body: string;
  labels: string[];
  /** Days ago it was published; null for the draft. */
  daysAgo: number | null;
  shipsIdea: boolean;
}

const ENTRIES: DemoEntry[] = [
  {
    slug: 'a-faster-board-on-phones',
    title: 'A faster board on phones',
    body: 'The board now loads **twice as fast** on slow mobile connections: lighter pages, fewer requests.\n\nThanks to everyone who voted for it!',
    labels: ['Improved'],
    daysAgo: 2,
    shipsIdea: true,
  },
  {
    slug: 'welcome-to-our-changelog',
    title: 'Welcome to our changelog',
    body: 'This is where we tell you what shipped. Follow along, or subscribe to get each update by e-mail.',
    labels: ['New'],
    daysAgo: 10,
    shipsIdea: false,
  },
  {
    slug: 'dark-mode-is-coming',
    title: 'Dark mode is coming',
    body: 'A draft: the team is still writing this one.',
    labels: ['New'],
    daysAgo: null,
    shipsIdea: false,
  },
];

/** Adds the demo changelog; `shippedIdeaId` is the completed demo idea the first entry ships. */
export async function seedDemoChangelog(
  tx: Tx,
  companyId: number,
  ownerId: number,
  shippedIdeaId: number | null,
) {
  for (const demo of ENTRIES) {
    const publishedAt =
      demo.daysAgo === null ? null : new Date(Date.now() - demo.daysAgo * DAY).toISOString();
    const [entry] = await tx
      .insert(changelogEntries)
      .values({
        companyId,
        slug: demo.slug,
        title: demo.title,
        body: demo.body,
        bodyHtml: renderMarkdown(demo.body),
        labels: JSON.stringify(demo.labels),
        state: publishedAt ? 'published' : 'draft',
        publishedAt,
        createdBy: ownerId,
      })
      .returning({ id: changelogEntries.id });
    if (!entry || !demo.shipsIdea || shippedIdeaId === null) continue;
    await tx.insert(changelogEntryIdeas).values({ companyId, entryId: entry.id, ideaId: shippedIdeaId });
    await tx.insert(ideaActivity).values({
      companyId,
      ideaId: shippedIdeaId,
      userId: ownerId,
      action: 'shipped',
      toValue: demo.title,
      createdAt: publishedAt ?? undefined,
    });
  }
}
