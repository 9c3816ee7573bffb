/**
 * Online backups: SQLite's backup API copies a consistent snapshot while the server keeps
 * writing (WAL). Uploaded images live in the database, so the snapshot holds them too.
 * Restoring is copying back.
 */
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { databasePath, privateFolder } from '../db/data-dir';
import { snapshotSqlite } from '../db/sqlite-engine';

export interface BackupResult {
  dir: string;
  databaseFile: string;
}

export async function backupDataDir(
  dataDir: string,
  outDir: string,
  now = new Date(),
): Promise<BackupResult> {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\..*/, '').replace('T', '-');
  const dir = path.join(outDir, `sayso-${stamp}`);
  // A backup holds every account's data: as private as DATA_DIR itself.
  privateFolder(dir);
  const databaseFile = path.join(dir, 'sayso.db');
  await snapshotSqlite(databasePath(dataDir), databaseFile);
  return { dir, databaseFile };
}

/**
 * Puts a backup in place of a STOPPED server's data. A WAL left by the old database would
 * be replayed onto the restored file, so it goes first.
 */
export function restoreBackup(backupDir: string, dataDir: string): void {
  mkdirSync(dataDir, { recursive: true });
  const target = databasePath(dataDir);
  for (const leftover of [`${target}-wal`, `${target}-shm`]) rmSync(leftover, { force: true });
  cpSync(path.join(backupDir, 'sayso.db'), target);
  // A backup made before images moved into the database keeps them in uploads/: put back,
  // the next start moves them into the database.
  const uploadsFrom = path.join(backupDir, 'uploads');
  if (existsSync(uploadsFrom)) cpSync(uploadsFrom, path.join(dataDir, 'uploads'), { recursive: true });
}
