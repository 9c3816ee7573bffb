/** Runs the real server as `npm start` does (a separate process) for tests over real HTTP. */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { testDatabase } from './test-database';

const apiDir = path.resolve(import.meta.dirname, '..');

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  output: () => string;
  /** Resolves with the exit code (or signal name). */
  exited: Promise<number | string>;
}

/** Starts the server; on the PostgreSQL test run, on the database of its DATA_DIR. */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const database = env.DATA_DIR ? (await testDatabase(env.DATA_DIR)).env : {};
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/index.ts'], {
    cwd: apiDir,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', SEED_DEMO: 'false', ...database, ...env },
    detached: true,
  });
  let output = '';
  const exited = new Promise<number | string>((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 20_000);
    const onChunk = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/[\d.]+:\d+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ child, baseUrl: match[1], output: () => output, exited });
      }
    };
    child.stdout?.on('data', onChunk);
    child.stderr?.on('data', onChunk);
    void exited.then((code) => reject(new Error(`server exited (${code}) before listening:\n${output}`)));
  });
}

/** Signals the whole process group (tsx may leave a child behind a bare pid). */
export function signalServer(server: ServerProcess, signal: NodeJS.Signals): void {
  if (server.child.pid) process.kill(-server.child.pid, signal);
}
