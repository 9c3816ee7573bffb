import { defineConfig } from 'drizzle-kit';

// PostgreSQL (`DATABASE_URL`): the same tables as drizzle.config.ts, from schema-pg.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema-pg.ts',
  out: './src/db/migrations-pg',
});
