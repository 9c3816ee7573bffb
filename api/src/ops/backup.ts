/**
 * Online backups: SQLite's backup API copies a consistent snapshot while the server keeps
 * writing (WAL), then the uploads folder is copied beside it. Restoring is copying back.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { databasePath, privateFolder } from '../db/data-dir';
import { snapshotSqlite } from '../db/sqlite-engine';

export interface BackupResult {
  dir: string;
  databaseFile: string;
  uploads: number;
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
  // Upload names are random and never rewritten, so files copied after the snapshot are
  // at worst unreferenced extras, never a wrong image.
  const uploadsFrom = path.join(dataDir, 'uploads');
  let uploads = 0;
  if (existsSync(uploadsFrom)) {
    cpSync(uploadsFrom, path.join(dir, 'uploads'), { recursive: true });
    uploads = readdirSync(uploadsFrom).length;
  }
  return { dir, databaseFile, uploads };
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
  const uploadsFrom = path.join(backupDir, 'uploads');
  if (existsSync(uploadsFrom)) cpSync(uploadsFrom, path.join(dataDir, 'uploads'), { recursive: true });
}
