/**
 * CPU time of the server side from /proc: the API process (all its threads) and, on PostgreSQL,
 * every process of the database server. A crowded machine inflates it far less than latency,
 * so benches print it beside their wall-clock figures (insights.ts, search-only.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';

/** CPU seconds (user + system, all threads) of `pid`, 0 once it is gone. */
export function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

function parentOf(pid: number): number {
  try {
    return Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ')[1]);
  } catch {
    return 0;
  }
}

/** The server and, on PostgreSQL, the database server's main process and its children. */
export function serverProcesses(pid: number, postmaster?: number): number[] {
  if (!postmaster) return [pid];
  const children = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => parentOf(Number(name)) === postmaster);
  return [pid, postmaster, ...children.map(Number)];
}

/** The PostgreSQL server's main process: the parent of a backend, read while it lives. */
export async function postmasterOf(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return parentOf((await client.query('select pg_backend_pid() as pid')).rows[0].pid);
  } finally {
    await client.end();
  }
}

/** CPU seconds of each process of the server side now (backends come and go: listed anew each time). */
export function serverCpu(pid: number, postmaster?: number): Map<number, number> {
  return new Map(serverProcesses(pid, postmaster).map((each) => [each, cpuSeconds(each)]));
}

/**
 * CPU seconds the server side spent between two readings of serverCpu: a process that started
 * meanwhile counts whole, one that ended (a pooled backend closing) is left out, not subtracted.
 */
export function cpuSpent(before: Map<number, number>, after: Map<number, number>): number {
  let spent = 0;
  for (const [pid, seconds] of after) spent += seconds - (before.get(pid) ?? 0);
  return spent;
}
