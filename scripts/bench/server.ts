/** Starting and stopping the production server (and helpers) for the bench runs. */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

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
