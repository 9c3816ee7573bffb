/**
 * `npm run bench [-- --engine=sqlite|postgres|both]`: the production server on loopback with a
 * board of 100 and one of 10,000 ideas (100,000 votes), plus a second 10,000-idea company
 * (20,100 ideas in all, for search), driven by autocannon, beside a bare Hono handler serving
 * the same JSON. SQLite by default; `postgres` seeds a throw-away PostgreSQL server instead and
 * starts the server with DATABASE_URL; `both` runs one after the other in the same run. Prints
 * its figures and, last, one summary line per engine. Not a test: nothing here asserts.
 */
import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type EngineKind, enginesFromArgs, prepareDatabase } from './engines';
import { load, measureServer, report } from './measure';

const root = path.resolve(import.meta.dirname, '../..');
const SERVER_PORT = 4301;
const BARE_PORT = 4302;

function start(args: string[], env: NodeJS.ProcessEnv, ready: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, detached: true });
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      if (chunk.toString().includes(ready)) resolve(child);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
    child.on('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}`)));
  });
}

/** Stops the process group and waits for its exit, so the next engine's server can take the port. */
function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  child.removeAllListeners('exit');
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  process.kill(-child.pid, 'SIGTERM');
  return exited;
}

/** Exactly what `npm start` runs (its node flags included), minus npm in between. */
function startArgs(): string[] {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  return pkg.scripts.start.split(' ').slice(1);
}

/** Seeds `kind`, starts the server and the bare yardstick on it, measures both, cleans up. */
async function runEngine(kind: EngineKind): Promise<string> {
  console.log(`\n[${kind}] Seeding a board of 100 ideas and one of 10,000 ideas with 100,000 votes…`);
  const database = await prepareDatabase(kind);
  let server: ChildProcess | undefined;
  let bare: ChildProcess | undefined;
  try {
    const env = { ...database.env, PORT: String(SERVER_PORT), RATE_LIMITS: 'off', SEED_DEMO: 'false' };
    server = await start(startArgs(), env, 'listening');
    const base = `http://127.0.0.1:${SERVER_PORT}`;
    const boardJson = path.join(database.dataDir, 'board.json');
    writeFileSync(boardJson, await (await fetch(`${base}/api/companies/small/features`)).text());
    bare = await start(
      ['--import', 'tsx', 'scripts/bench/bare-server.ts', boardJson, String(BARE_PORT)],
      {},
      'ready',
    );
    console.log(`[${kind}] Measuring…`);
    const bareRead = await load(`http://127.0.0.1:${BARE_PORT}/board`);
    const figures = await measureServer(base, server.pid as number, database.rollbacks);
    const { lines, summary } = report(kind, bareRead, figures);
    console.log(['', ...lines].join('\n'));
    return summary;
  } finally {
    await stop(server);
    await stop(bare);
    await database.close();
  }
}

async function main() {
  const engines = enginesFromArgs(process.argv.slice(2));
  console.log('Building the SDK and the portal…');
  if (!process.env.BENCH_SKIP_BUILD) execSync('npm run build', { cwd: root, stdio: 'ignore' });
  const summaries: string[] = [];
  for (const kind of engines) summaries.push(await runEngine(kind));
  console.log(['', ...summaries].join('\n'));
}

await main();
