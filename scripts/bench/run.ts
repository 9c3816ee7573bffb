/**
 * `npm run bench [-- --engine=sqlite|postgres|both]`: the production server on loopback with a
 * board of 100 and one of 10,000 ideas (100,000 votes), plus a second 10,000-idea company
 * (20,100 ideas in all, for search), driven by autocannon, beside a bare Hono handler serving
 * the same JSON. SQLite by default; `postgres` seeds a throw-away PostgreSQL server instead and
 * starts the server with DATABASE_URL; `both` runs one after the other in the same run. Prints
 * its figures and, last, one summary line per engine. Then the Insights bench (insights.ts) and
 * the triage inbox bench (inbox.ts) on each engine. Not a test: nothing here asserts.
 */
import { execSync } from 'node:child_process';
import { type EngineKind, enginesFromArgs, prepareDatabase } from './engines';
import { runInboxBench } from './inbox';
import { runInsightsBench } from './insights';
import { load, measureServer, report } from './measure';
import { root, type ServedBench, startServed } from './server';

// BENCH_PORT moves both servers, so two checkouts can bench side by side.
const SERVER_PORT = Number(process.env.BENCH_PORT ?? 4301);

/** Seeds `kind`, starts the server and the bare yardstick on it, measures both, cleans up. */
async function runEngine(kind: EngineKind): Promise<string> {
  console.log(`\n[${kind}] Seeding a board of 100 ideas and one of 10,000 ideas with 100,000 votes…`);
  const database = await prepareDatabase(kind);
  let served: ServedBench | undefined;
  try {
    served = await startServed(database, SERVER_PORT);
    const { base, server } = served;
    console.log(`[${kind}] Measuring…`);
    const bareRead = await load(served.bareUrl);
    const figures = await measureServer(base, server.pid as number, database.rollbacks);
    const { lines, summary } = report(kind, bareRead, figures);
    console.log(['', ...lines].join('\n'));
    return summary;
  } finally {
    await served?.stop();
    await database.close();
  }
}

async function main() {
  const engines = enginesFromArgs(process.argv.slice(2));
  console.log('Building the SDK and the portal…');
  if (!process.env.BENCH_SKIP_BUILD) execSync('npm run build', { cwd: root, stdio: 'ignore' });
  const summaries: string[] = [];
  for (const kind of engines) summaries.push(await runEngine(kind));
  // BENCH_SERVER_ONLY=1: the server's loads alone, without the Insights and inbox phases.
  if (process.env.BENCH_SERVER_ONLY) return console.log(['', ...summaries].join('\n'));
  // Its own fresh database per engine: a year of a busy board, read by its owner's Insights tab.
  for (const kind of engines) summaries.push(await runInsightsBench(kind));
  // The team's triage inbox on a 10,000-idea board, every sort with every filter (inbox.ts).
  for (const kind of engines) summaries.push(await runInboxBench(kind));
  console.log(['', ...summaries].join('\n'));
}

await main();
