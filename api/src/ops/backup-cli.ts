/**
 * `npm run backup [-- --out DIR]`: an online copy of DATA_DIR's database (uploaded images included).
 * `npm run restore -- BACKUP_DIR`: put one back (stop the server first).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../env';
import { backupDataDir, restoreBackup } from './backup';

const { values, positionals } = parseArgs({
  options: { out: { type: 'string', default: 'backups' }, restore: { type: 'boolean', default: false } },
  allowPositionals: true,
});
const { dataDir } = loadConfig();

if (values.restore) {
  const from = positionals[0];
  if (!from) {
    console.error('Usage: npm run restore -- <backup folder>   (stop the server first)');
    process.exit(1);
  }
  restoreBackup(path.resolve(from), dataDir);
  console.log(`Restored ${from} into ${dataDir}`);
} else {
  const result = await backupDataDir(dataDir, path.resolve(values.out));
  console.log(`Backup written to ${result.dir} (database checked ok)`);
}
