/** Demo data for a first start: the company `demo`, its owner, ideas, votes and comments. */
import { randomBytes } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import type { Category, Status } from '../contract';
import type { Db } from '../db/client';
import { comments, companies, ideas, users, votes } from '../db/schema';
import { hashPassword } from './passwords';

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

const VOTERS = ['Ada Lovelace', 'Grace Hopper', 'Alan Turing', 'Margaret Hamilton', 'Linus Pauling'];

/** Seeds when asked to, or — when SEED_DEMO is unset — when the database has no company yet. */
export function shouldSeed(db: Db, seedDemo: boolean | undefined): boolean {
  if (seedDemo === false) return false;
  const demoExists = db.select({ id: companies.id }).from(companies).where(eq(companies.slug, 'demo')).get();
  if (demoExists) return false;
  if (seedDemo === true) return true;
  return (db.select({ n: count() }).from(companies).get()?.n ?? 0) === 0;
}

export async function seedDemo(db: Db): Promise<{ email: string; password: string }> {
  const password = randomBytes(12).toString('base64url');
  const email = 'owner@demo.sayso.local';
  const passwordHash = await hashPassword(password);
  const voterHash = await hashPassword(randomBytes(24).toString('base64url'));
  db.transaction((tx) => {
    const owner = tx
      .insert(users)
      .values({
        name: 'Demo Owner',
        email,
        username: 'demo-owner',
        passwordHash,
        companySlug: 'demo',
        isCompanyOwner: true,
      })
      .returning()
      .get();
    const company = tx
      .insert(companies)
      .values({
        name: 'Sayso Demo',
        slug: 'demo',
        description:
          'Tell us what to build next: share ideas, vote on the ones you want, and follow our roadmap.',
        websiteUrl: 'https://example.com',
        ownerId: owner.id,
      })
      .returning()
      .get();
    const voters = VOTERS.map((name, i) =>
      tx
        .insert(users)
        .values({
          name,
          email: `voter${i + 1}@demo.sayso.local`,
          username: `demo-voter-${i + 1}`,
          passwordHash: voterHash,
        })
        .returning()
        .get(),
    );
    const day = 24 * 3600 * 1000;
    IDEAS.forEach(([title, description, category, status, anonymousVotes], i) => {
      const idea = tx
        .insert(ideas)
        .values({
          companyId: company.id,
          title,
          description,
          category,
          status,
          createdBy: voters[i % voters.length]?.id ?? null,
          authorName: voters[i % voters.length]?.name ?? null,
          createdAt: new Date(Date.now() - (i + 1) * 3 * day).toISOString(),
        })
        .returning()
        .get();
      const voterCount = Math.min(anonymousVotes, voters.length);
      for (const voter of voters.slice(0, voterCount)) {
        tx.insert(votes).values({ featureId: idea.id, userId: voter.id }).run();
      }
      for (let v = voterCount; v < anonymousVotes; v++) {
        tx.insert(votes).values({ featureId: idea.id, visitorId: crypto.randomUUID() }).run();
      }
      const commenters = voters.slice(0, Math.max(0, 4 - i));
      for (const commenter of commenters) {
        tx.insert(comments)
          .values({
            featureId: idea.id,
            userId: commenter.id,
            content: `${commenter.name.split(' ')[0]}: this would really help our team.`,
          })
          .run();
      }
      tx.update(ideas)
        .set({ votes: sql`${anonymousVotes}`, commentCount: commenters.length })
        .where(eq(ideas.id, idea.id))
        .run();
    });
  });
  return { email, password };
}
