/**
 * `npm run bench:votes [-- --engine=sqlite|postgres|both] [-- --profile=DIR]`: the vote path
 * alone, for working on it. A board of 100 ideas, the production server and the bare-Hono
 * yardstick in the same run; anonymous votes on one idea, then spread over the 100 ideas, and
 * the board's stored counts checked against the votes answered 200 (every vote counted once).
 * `--profile=DIR` starts the server with `--cpu-prof` and leaves its .cpuprofile in DIR.
 * `npm run bench` measures the same loads among all the others. Not a test: nothing asserts.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type EngineKind, enginesFromArgs, prepareVoteBoard } from './engines';
import { load } from './measure';
import { type ServedBench, startServed } from './server';

const SERVER_PORT = Number(process.env.BENCH_PORT ?? 4311);
const EXACT_VOTES = 3_000;
const profileDir = process.argv.find((arg) => arg.startsWith('--profile='))?.slice('--profile='.length);

/** The sum of the board's stored vote counts. */
async function countedVotes(base: string): Promise<number> {
  const board = (await (await fetch(`${base}/api/companies/small/features`)).json()) as Array<{
    votes: number;
  }>;
  return board.reduce((sum, idea) => sum + idea.votes, 0);
}

/** `total` anonymous votes over `paths` from 32 clients at once; how many answered 200, and the rest. */
async function sendVotes(base: string, paths: string[], total: number) {
  let sent = 0;
  let ok = 0;
  let errors = 0;
  const client = async () => {
    while (sent < total) {
      const path = paths[sent++ % paths.length] as string;
      const res = await fetch(`${base}${path}`, { method: 'POST' }).catch(() => undefined);
      await res?.arrayBuffer();
      if (res?.status === 200) ok++;
      else errors++;
    }
  };
  await Promise.all(Array.from({ length: 32 }, client));
  return { ok, errors };
}

async function runEngine(kind: EngineKind): Promise<string> {
  const database = await prepareVoteBoard(kind);
  let served: ServedBench | undefined;
  try {
    const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir, kind)}`] : [];
    if (profileDir) mkdirSync(path.resolve(profileDir, kind), { recursive: true });
    served = await startServed(database, SERVER_PORT, profile);
    const { base } = served;
    const ids = (
      (await (await fetch(`${base}/api/companies/small/features`)).json()) as Array<{ id: number }>
    ).map((idea) => idea.id);
    const bareRead = await load(served.bareUrl);
    // Unmeasured: JIT and the pool's connections.
    await load(`${base}/api/features/${ids[1]}/anonymous-vote`, 'POST', undefined, 2);
    const votePaths = ids.map((id) => `/api/features/${id}/anonymous-vote`);
    const one = await load(`${base}/api/features/${ids[0]}/anonymous-vote`, 'POST');
    const spread = await load(base, 'POST', votePaths);
    // Exactness: a fixed number of votes, then the board. A timed load ends with requests still in
    // flight on the server: they land first.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const countedBefore = await countedVotes(base);
    const exact = await sendVotes(base, votePaths, EXACT_VOTES);
    const counted = (await countedVotes(base)) - countedBefore;
    const answered = exact.ok;
    const ratio = (rps: number) => (rps / bareRead.rps).toFixed(2);
    console.log(
      [
        `[${kind}] bare Hono, same JSON:        ${bareRead.rps} req/s`,
        `[${kind}] anonymous vote, one idea:    ${one.rps} req/s (${ratio(one.rps)}× bare), p99 ${one.p99} ms, errors ${one.errors}`,
        `[${kind}] anonymous vote, 100 ideas:   ${spread.rps} req/s (${ratio(spread.rps)}× bare), p99 ${spread.p99} ms, errors ${spread.errors}`,
        `[${kind}] ${EXACT_VOTES} votes sent: ${answered} answered 200, ${counted} counted on the board${answered === counted ? ' (exact)' : ' (MISMATCH)'}`,
      ].join('\n'),
    );
    return (
      `bench: engine=${kind} vote-rps=${one.rps} vote-ratio-vs-bare=${ratio(one.rps)} ` +
      `vote-spread-rps=${spread.rps} vote-spread-ratio-vs-bare=${ratio(spread.rps)} ` +
      `vote-errors=${one.errors + spread.errors + exact.errors} counted-exactly=${answered === counted}`
    );
  } finally {
    await served?.stop();
    await database.close();
  }
}

const summaries: string[] = [];
for (const kind of enginesFromArgs(process.argv.slice(2))) summaries.push(await runEngine(kind));
console.log(['', ...summaries].join('\n'));
