/**
 * Online backups: SQLite's backup API copies a consistent snapshot while the server keeps
 * writing (WAL), then the uploads folder is copied beside it. Restoring is copying back.
 */
import { chmodSync, cpSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { databasePath, privateFolder } from '../db/client';

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
  const source = new Database(databasePath(dataDir), { readonly: true, fileMustExist: true });
  try {
    await source.backup(databaseFile);
  } finally {
    source.close();
  }
  chmodSync(databaseFile, 0o600);
  const check = new Database(databaseFile, { readonly: true });
  try {
    const result = check.pragma('integrity_check', { simple: true });
    if (result !== 'ok') throw new Error(`The backup failed its integrity check: ${String(result)}`);
  } finally {
    check.close();
  }
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
