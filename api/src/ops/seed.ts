/** Demo data for a first start: the company `demo`, its owner, ideas, votes and comments. */
import { randomBytes } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import type { Category, Status } from '../contract';
import { type Db, first } from '../db/engine';
import { comments, companies, ideas, type UserRow, users, votes } from '../db/schema';
import { hashPassword } from '../domains/users/passwords';
import { renderMarkdown } from '../lib/markdown';
import { seedDemoChangelog } from './seed-changelog';

const IDEAS: Array<[title: string, description: string, category: Category, status: Status, votes: number]> =
  [
    [
      'Dark mode for the dashboard',
      'Working late is easier on the eyes with a dark theme across every page of the dashboard.',
      'ux_improvements',
      'planned',
      12,
    ],
    [
      'Export ideas to CSV',
      'Let us download every idea with its votes and status so we can share it with the board.',
      'new_features',
      'in_progress',
      9,
    ],
    [
      'Slack notifications for new ideas',
      'Post a message in a channel of our choice whenever a customer submits a new idea.',
      'new_features',
      'idea',
      7,
    ],
    [
      'Faster loading on mobile',
      'The board takes a while on slow phone connections; lighter pages would help our users.',
      'performance',
      'completed',
      6,
    ],
    [
      'Fix the date shown on old ideas',
      'Ideas older than a year show the wrong relative date in the list view on Safari.',
      'bug_fixes',
      'completed',
      4,
    ],
    [
      'Merge duplicate ideas',
      'Owners should be able to merge two ideas that ask for the same thing, keeping every vote.',
      'new_features',
      'idea',
      3,
    ],
    [
      'Keyboard shortcuts for triage',
      'Press a key to move an idea to Planned or In Progress without reaching for the mouse.',
      'ux_improvements',
      'idea',
      2,
    ],
    [
      'Custom domain for the feedback page',
      'Serve our board at feedback.ourcompany.com instead of the default address.',
      'other',
      'planned',
      1,
    ],
  ];

/** The completed demo idea the demo changelog's first entry ships. */
const SHIPPED_IDEA = 'Faster loading on mobile';

const VOTERS = ['Ada Lovelace', 'Grace Hopper', 'Alan Turing', 'Margaret Hamilton', 'Linus Pauling'];

/** Seeds when asked to, or — when SEED_DEMO is unset — when the database has no company yet. */
export async function shouldSeed(db: Db, seedDemo: boolean | undefined): Promise<boolean> {
  if (seedDemo === false) return false;
  const demo = first(await db.select({ id: companies.id }).from(companies).where(eq(companies.slug, 'demo')));
  if (demo) return false;
  if (seedDemo === true) return true;
  const [companyCount] = await db.select({ n: count() }).from(companies);
  return (companyCount?.n ?? 0) === 0;
}

export async function seedDemo(db: Db): Promise<{ email: string; password: string }> {
  const password = randomBytes(12).toString('base64url');
  const email = 'owner@demo.sayso.local';
  const passwordHash = await hashPassword(password);
  const voterHash = await hashPassword(randomBytes(24).toString('base64url'));
  await db.transaction(async (tx) => {
    const [owner] = await tx
      .insert(users)
      .values({
        name: 'Demo Owner',
        email,
        username: 'demo-owner',
        passwordHash,
        companySlug: 'demo',
        isCompanyOwner: true,
      })
      .returning();
    if (!owner) throw new Error('The demo owner was not stored');
    const [company] = await tx
      .insert(companies)
      .values({
        name: 'Sayso Demo',
        slug: 'demo',
        description:
          'Tell us what to build next: share ideas, vote on the ones you want, and follow our roadmap.',
        websiteUrl: 'https://example.com',
        ownerId: owner.id,
      })
      .returning();
    if (!company) throw new Error('The demo company was not stored');
    const voters: UserRow[] = [];
    for (const [i, name] of VOTERS.entries()) {
      const [voter] = await tx
        .insert(users)
        .values({
          name,
          email: `voter${i + 1}@demo.sayso.local`,
          username: `demo-voter-${i + 1}`,
          passwordHash: voterHash,
        })
        .returning();
      if (voter) voters.push(voter);
    }
    const day = 24 * 3600 * 1000;
    let shippedIdeaId: number | null = null;
    for (const [i, [title, description, category, status, anonymousVotes]] of IDEAS.entries()) {
      const [idea] = await tx
        .insert(ideas)
        .values({
          companyId: company.id,
          title,
          description,
          descriptionHtml: renderMarkdown(description),
          category,
          status,
          createdBy: voters[i % voters.length]?.id ?? null,
          authorName: voters[i % voters.length]?.name ?? null,
          createdAt: new Date(Date.now() - (i + 1) * 3 * day).toISOString(),
        })
        .returning();
      if (!idea) throw new Error('A demo idea was not stored');
      if (title === SHIPPED_IDEA) shippedIdeaId = idea.id;
      const voterCount = Math.min(anonymousVotes, voters.length);
      for (const voter of voters.slice(0, voterCount)) {
        await tx.insert(votes).values({ ideaId: idea.id, userId: voter.id });
      }
      for (let v = voterCount; v < anonymousVotes; v++) {
        await tx.insert(votes).values({ ideaId: idea.id, visitorId: crypto.randomUUID() });
      }
      const commenters = voters.slice(0, Math.max(0, 4 - i));
      for (const commenter of commenters) {
        await tx.insert(comments).values({
          ideaId: idea.id,
          userId: commenter.id,
          content: `${commenter.name.split(' ')[0]}: this would really help our team.`,
          contentHtml: renderMarkdown(`${commenter.name.split(' ')[0]}: this would really help our team.`),
        });
      }
      await tx
        .update(ideas)
        // Comments from outside the team wait for its answer in the inbox.
        .set({
          votes: sql`${anonymousVotes}`,
          commentCount: commenters.length,
          newComments: commenters.length > 0,
        })
        .where(eq(ideas.id, idea.id));
    }
    await seedDemoChangelog(tx, company.id, owner.id, shippedIdeaId);
  });
  return { email, password };
}
