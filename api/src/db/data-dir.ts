/** Where Sayso keeps its files under DATA_DIR, and the modes that keep them private. */
import { chmodSync, mkdirSync } from 'node:fs';
import path from 'node:path';

/** The SQLite database file (the embedded engine's). */
export function databasePath(dataDir: string): string {
  return path.join(dataDir, 'sayso.db');
}

/**
 * DATA_DIR holds every account's data and the session secret: only Sayso's user may read it.
 * Modes are set on existing installs too, not only on new ones.
 */
export function privateFolder(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
}
