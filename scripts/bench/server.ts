/** Starting and stopping the production server (and helpers) for the bench runs. */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BenchDatabase } from './engines';

export const root = path.resolve(import.meta.dirname, '../..');

/** Spawns `node args` in its own process group; resolves once its output says `ready`. */
export function start(args: string[], env: NodeJS.ProcessEnv, ready: string): Promise<ChildProcess> {
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
export function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  child.removeAllListeners('exit');
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  process.kill(-child.pid, 'SIGTERM');
  return exited;
}

/** Exactly what `npm start` runs (its node flags included), minus npm in between. */
export function startArgs(): string[] {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  return pkg.scripts.start.split(' ').slice(1);
}

export interface ServedBench {
  /** The production server's origin. */
  base: string;
  server: ChildProcess;
  /** The bare-Hono yardstick's board URL: the same JSON as the server's small board. */
  bareUrl: string;
  /** Stops both processes. */
  stop(): Promise<void>;
}

/**
 * The production server on `database` (exactly as `npm start` runs it, `nodeArgs` in front, rate
 * limits off) at `port`, and the bare-Hono yardstick on `port + 1` serving the server's own
 * 100-idea board, so every figure of a run has its own bare figure beside it.
 */
export async function startServed(
  database: BenchDatabase,
  port: number,
  nodeArgs: string[] = [],
): Promise<ServedBench> {
  const env = { ...database.env, PORT: String(port), RATE_LIMITS: 'off', SEED_DEMO: 'false' };
  const server = await start([...nodeArgs, ...startArgs()], env, 'listening');
  try {
    const base = `http://127.0.0.1:${port}`;
    const boardJson = path.join(database.dataDir, 'board.json');
    writeFileSync(boardJson, await (await fetch(`${base}/api/companies/small/features`)).text());
    const bare = await start(
      ['--import', 'tsx', 'scripts/bench/bare-server.ts', boardJson, String(port + 1)],
      {},
      'ready',
    );
    const stopBoth = async () => {
      await stop(server);
      await stop(bare);
    };
    return { base, server, bareUrl: `http://127.0.0.1:${port + 1}/board`, stop: stopBoth };
  } catch (error) {
    await stop(server);
    throw error;
  }
}
