/**
 * The export of a large board, on either engine: 2,000 ideas (some private) and 100,000 votes
 * (90,000 anonymous, 10,000 by 100 users) seeded in bulk beside another company's votes. The
 * download is complete and correct, and arrives as a stream of page-sized chunks rather than
 * one buffered body (the memory figure is scripts/bench/export.ts, docs/performance.md).
 */
import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertCompany, insertUser, type TestUser } from '../../../test/fixtures';
import { setPlan, useSayso } from '../../../test/helpers';
import { CATEGORIES } from '../../contract';
import { ideas, users, votes } from '../../db/schema';
import { EXPORT_PAGE_SIZE } from './data-export';

const IDEAS = 2_000;
const USERS = 100;
const ANONYMOUS_VOTES = 90_000;
const BATCH = 500;

let owner: TestUser;
let companyId: number;
/** Votes seeded per idea id, and a few visitor ids that must never show up. */
const expectedVotes = new Map<number, number>();
const someVisitorIds: string[] = [];
const privateIds = new Set<number>();

async function insertBatched<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += BATCH) await insert(rows.slice(start, start + BATCH));
}

async function seed() {
  owner = await insertUser(sayso(), 'Big Owner');
  const company = await insertCompany(sayso(), owner);
  companyId = company.id;
  await setPlan(sayso(), owner.id, 'pro');
  const elsewhere = await insertCompany(sayso(), await insertUser(sayso(), 'Elsewhere'));
  await sayso().engine.transaction(async (tx) => {
    const ideaRows = Array.from({ length: IDEAS + 10 }, (_, i) => ({
      companyId: i < IDEAS ? companyId : elsewhere.id,
      title: `Large board idea ${i}`,
      description: `The description of idea ${i}, long enough.`,
      category: CATEGORIES[i % CATEGORIES.length] as (typeof CATEGORIES)[number],
      private: i % 10 === 0,
    }));
    const ids: number[] = [];
    await insertBatched(ideaRows, async (batch) =>
      ids.push(...(await tx.insert(ideas).values(batch).returning({ id: ideas.id })).map((row) => row.id)),
    );
    const userRows = Array.from({ length: USERS }, (_, i) => ({
      name: `Voter ${i}`,
      email: `voter-${i}-${randomUUID().slice(0, 6)}@test.local`,
      username: `voter-${i}-${randomUUID().slice(0, 6)}`,
      passwordHash: 'x',
    }));
    const userIds = (await tx.insert(users).values(userRows).returning({ id: users.id })).map(
      (row) => row.id,
    );
    const voteRows = [
      // Each user votes on the first 100 ideas.
      ...userIds.flatMap((userId) => ids.slice(0, 100).map((ideaId) => ({ ideaId, userId }))),
      ...Array.from({ length: ANONYMOUS_VOTES }, (_, i) => ({
        ideaId: ids[i % IDEAS] as number,
        visitorId: randomUUID(),
      })),
      // Another company's votes, which the export must leave out.
      ...ids.slice(IDEAS).map((ideaId) => ({ ideaId, visitorId: randomUUID() })),
    ];
    const own = new Set(ids.slice(0, IDEAS));
    for (const [i, id] of ids.slice(0, IDEAS).entries()) if (ideaRows[i]?.private) privateIds.add(id);
    for (const vote of voteRows.filter((row) => own.has(row.ideaId)))
      expectedVotes.set(vote.ideaId, (expectedVotes.get(vote.ideaId) ?? 0) + 1);
    someVisitorIds.push(...voteRows.slice(-20).map((row) => ('visitorId' in row ? row.visitorId : '')));
    await insertBatched(voteRows, (batch) => tx.insert(votes).values(batch));
  });
}

const sayso = useSayso();
beforeAll(async () => {
  await seed();
}, 120_000);

/** Reads the answer's body chunk by chunk, as a slow client would, keeping only sizes and text. */
async function download(path: string) {
  const res = await sayso().app.request(`http://localhost${path}`, { headers: { cookie: owner.cookie } });
  expect(res.status).toBe(200);
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  const sizes: number[] = [];
  let text = '';
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    sizes.push(chunk.value.byteLength);
    text += decoder.decode(chunk.value, { stream: true });
  }
  return { text, sizes };
}

describe('exporting a 100,000-vote board', () => {
  it('streams every vote of the company, once each, in page-sized chunks', async () => {
    const { text, sizes } = await download(`/api/companies/${companyId}/export/votes`);
    const rows = parse(text, { bom: true, columns: true }) as Record<string, string>[];
    const total = USERS * 100 + ANONYMOUS_VOTES;
    expect(rows).toHaveLength(total);
    const counted = new Map<number, number>();
    for (const row of rows) counted.set(Number(row.idea_id), (counted.get(Number(row.idea_id)) ?? 0) + 1);
    expect(counted).toEqual(expectedVotes);
    const kinds = rows.reduce<Record<string, number>>((acc, row) => {
      acc[row.voter_kind as string] = (acc[row.voter_kind as string] ?? 0) + 1;
      return acc;
    }, {});
    expect(kinds).toEqual({ user: USERS * 100, anonymous: ANONYMOUS_VOTES });
    expect(
      rows
        .filter((row) => row.voter_kind === 'user')
        .every((row) => /^Voter \d+$/.test(row.voter_name ?? '')),
    ).toBe(true);
    const privateRows = rows.filter((row) => row.idea_private === 'true');
    expect(privateRows.every((row) => privateIds.has(Number(row.idea_id)))).toBe(true);
    expect(privateRows).toHaveLength(
      [...privateIds].reduce((sum, id) => sum + (expectedVotes.get(id) ?? 0), 0),
    );
    for (const visitorId of someVisitorIds) expect(text).not.toContain(visitorId);
    // A header chunk, then one chunk per page of EXPORT_PAGE_SIZE rows: never the whole body at once.
    expect(sizes.length).toBe(1 + Math.ceil(total / EXPORT_PAGE_SIZE));
    expect(Math.max(...sizes)).toBeLessThan(200 * 1024);
  }, 120_000);

  it('streams the same votes as a JSON array, and every idea with its vote count', async () => {
    const json = JSON.parse((await download(`/api/companies/${companyId}/export/votes?format=json`)).text);
    expect(json).toHaveLength(USERS * 100 + ANONYMOUS_VOTES);
    const ideaRows = JSON.parse(
      (await download(`/api/companies/${companyId}/export/ideas?format=json`)).text,
    );
    expect(ideaRows).toHaveLength(IDEAS);
    expect(ideaRows.filter((idea: { private: boolean }) => idea.private)).toHaveLength(IDEAS / 10);
    expect(new Set(ideaRows.map((idea: { id: number }) => idea.id))).toEqual(new Set(expectedVotes.keys()));
  }, 120_000);
});
