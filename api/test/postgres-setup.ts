/**
 * Global setup of the `api-postgres` test project: one throw-away PostgreSQL server for the
 * whole run, and a template database migrated once, which each test app copies.
 */
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openEngine } from '../src/db/engine';
import { startPostgres } from './postgres-cluster';
import { TEMPLATE_DATABASE } from './test-database';

export default async function setup(project: TestProject) {
  const cluster = await startPostgres();
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query(`create database ${TEMPLATE_DATABASE}`);
  await admin.end();
  const template = new URL(cluster.url);
  template.pathname = `/${TEMPLATE_DATABASE}`;
  const engine = await openEngine({ dataDir: '', database: { url: template.toString(), poolSize: 1 } });
  await engine.close();
  project.provide('postgresUrl', cluster.url);
  return () => cluster.stop();
}
