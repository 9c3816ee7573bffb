/**
 * A throw-away PostgreSQL server for tests and the bench: `initdb` into a temp folder, started on
 * 127.0.0.1 with a free port (socket in the same folder, fsync off), one database, trust auth.
 * `stop()` stops it and deletes the folder. As root the server runs as the `postgres` user.
 *
 * PostgreSQL has no parent-death option, and pg_ctl detaches the server. So that a crashed test
 * process never leaves one running: exit and signal handlers stop it, and a small detached
 * watchdog (`sh`) stops it and deletes the folder once this process is gone, even after SIGKILL.
 */
import { execFile, execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const NOT_FOUND = 'PostgreSQL not found: apt-get install postgresql';
const asRoot = process.getuid?.() === 0;

export interface PostgresCluster {
  /** `postgres://postgres@127.0.0.1:<port>/<database>`. */
  url: string;
  stop(): Promise<void>;
}

/** The folder holding initdb and pg_ctl: the newest Debian version, else `pg_config --bindir`. */
export function postgresBinDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const candidates = versions.map((version) => path.join(root, version, 'bin'));
  try {
    candidates.push(execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim());
  } catch {
    // No pg_config: only the Debian folders are candidates.
  }
  const found = candidates.find((dir) => existsSync(path.join(dir, 'initdb')));
  if (!found) throw new Error(NOT_FOUND);
  return found;
}

/** Runs a PostgreSQL binary, as the `postgres` user when we are root (the server refuses root). */
async function pgRun(bin: string, args: string[]): Promise<string> {
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  try {
    return (await run(file, argv, { encoding: 'utf8' })).stdout;
  } catch (error) {
    const { stderr, message } = error as { stderr?: string; message: string };
    throw new Error(`${path.basename(bin)} failed: ${stderr || message}`);
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** A private temp folder the server's user owns. */
function makeFolder(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'sayso-pg-'));
  if (asRoot) {
    try {
      const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
      const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
      chownSync(folder, uid, gid);
    } catch {
      rmSync(folder, { recursive: true, force: true });
      throw new Error(`${NOT_FOUND} (running as root needs its 'postgres' user)`);
    }
  }
  return folder;
}

/** The shell command that stops the server right away (used when the tests are gone too). */
function stopCommand(pgCtl: string, dataDir: string): string {
  const stop = `'${pgCtl}' stop -D '${dataDir}' -m immediate`;
  return asRoot ? `runuser -u postgres -- ${stop}` : stop;
}

/** Stops the server and deletes `folder` once process `pid` has exited, however it ended. */
function startWatchdog(pid: number, command: string, folder: string): () => void {
  const script = `while kill -0 ${pid} 2>/dev/null; do sleep 1; done; ${command} >/dev/null 2>&1; rm -rf '${folder}'`;
  const watchdog = spawn('sh', ['-c', script], { detached: true, stdio: 'ignore' });
  watchdog.unref();
  return () => {
    if (watchdog.exitCode === null) watchdog.kill();
  };
}

interface Guard {
  /** Stops the server now (synchronously) and deletes the folder. */
  cleanUp(): void;
  /** Drops the handlers and the watchdog, once the server is stopped another way. */
  release(): void;
}

/** Makes sure the server stops and its folder goes when this process ends, however it ends. */
function guard(stopNow: string, folder: string): Guard {
  const cleanUp = () => {
    try {
      execFileSync('sh', ['-c', stopNow], { stdio: 'ignore' });
    } catch {
      // Not running (any more).
    }
    rmSync(folder, { recursive: true, force: true });
  };
  const onSignal = (signal: NodeJS.Signals) => {
    cleanUp();
    process.kill(process.pid, signal);
  };
  process.once('exit', cleanUp);
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const stopWatchdog = startWatchdog(process.pid, stopNow, folder);
  const release = () => {
    process.off('exit', cleanUp);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    stopWatchdog();
  };
  return { cleanUp, release };
}

/** Starts a throw-away server with one empty database (`sayso` unless named). */
export async function startPostgres(database = 'sayso'): Promise<PostgresCluster> {
  const bin = postgresBinDir();
  const folder = makeFolder();
  const dataDir = path.join(folder, 'data');
  const pgCtl = path.join(bin, 'pg_ctl');
  const cleanup = guard(stopCommand(pgCtl, dataDir), folder);
  const port = await freePort();
  const options = [
    `-c listen_addresses=127.0.0.1 -p ${port} -c unix_socket_directories='${folder}'`,
    '-c fsync=off -c synchronous_commit=off -c full_page_writes=off',
  ].join(' ');
  const initdb = ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-locale', '-E', 'UTF8', '--no-sync'];
  try {
    await pgRun(path.join(bin, 'initdb'), initdb);
    await pgRun(pgCtl, ['start', '-D', dataDir, '-l', path.join(folder, 'server.log'), '-w', '-o', options]);
    const client = ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres'];
    await pgRun(path.join(bin, 'createdb'), [...client, database]);
  } catch (error) {
    const log = readLog(folder);
    cleanup.release();
    cleanup.cleanUp();
    throw new Error(`${(error as Error).message}\n${log}`);
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/${database}`,
    async stop() {
      cleanup.release();
      // Smart first: a pool's end() resolves before its sockets have closed, and a fast stop
      // would then send those clients a FATAL that no listener is left to catch (an uncaught
      // error in the test run). Fast after a few seconds, for a client that never leaves.
      await pgRun(pgCtl, ['stop', '-D', dataDir, '-m', 'smart', '-t', '5', '-w'])
        .catch(() => pgRun(pgCtl, ['stop', '-D', dataDir, '-m', 'fast', '-w']))
        .catch(() => undefined);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

function readLog(folder: string): string {
  try {
    return readFileSync(path.join(folder, 'server.log'), 'utf8');
  } catch {
    return '';
  }
}
