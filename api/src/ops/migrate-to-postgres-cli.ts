/**
 * `npm run migrate-to-postgres -- postgres://user:pass@host:5432/db`: copies DATA_DIR's SQLite
 * database into that empty PostgreSQL database, then compares every row. Stop the server first.
 */
import { databasePath } from '../db/data-dir';
import { loadConfig } from '../env';
import { copySqliteToPostgres, verifyCopy } from './migrate-to-postgres';

const target = process.argv[2];
if (!target || !/^postgres(ql)?:\/\//.test(target)) {
  console.error('Usage: npm run migrate-to-postgres -- postgres://user:password@host:5432/database');
  process.exit(1);
}
const source = databasePath(loadConfig().dataDir);

const copied = await copySqliteToPostgres(source, target).catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
for (const [table, rows] of Object.entries(copied.tables)) console.log(`copied ${rows} rows of ${table}`);
const check = await verifyCopy(source, target);
if (check.differences.length > 0) {
  console.error(`The copy differs from ${source}:\n${check.differences.join('\n')}`);
  process.exit(1);
}
const total = Object.values(check.tables).reduce((sum, rows) => sum + rows, 0);
console.log(`Verified: all ${total} rows are identical on PostgreSQL.`);
