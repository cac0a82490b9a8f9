import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { connect } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';

// Throw-away databases on a PostgreSQL server: the one of DATABASE_URL when the tests run on
// PostgreSQL, else the machine's (the tests of several processes need one either way).
export const POSTGRES_BASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** One statement on the server's maintenance connection (CREATE/DROP DATABASE). */
export async function adminSql(query: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_BASE_URL });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on the same server. */
export function databaseUrl(name: string): string {
  const url = new URL(POSTGRES_BASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Whether the server answers (a test that needs it says it is skipped when not). */
export async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_BASE_URL, connectionTimeoutMillis: 1_000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

export type ThrowAwayDatabase = { url: string; drop: () => Promise<void> };

/**
 * A new database, dropped by `drop`: `migrated` copies the run's migrated `template` (or, in a
 * run that made none, is migrated here); `empty` is left for the processes under test to migrate.
 */
export async function throwAwayDatabase(schema: 'migrated' | 'empty', template: string): Promise<ThrowAwayDatabase> {
  const name = `clipclub_test_${randomUUID().replaceAll('-', '')}`;
  const copy = schema === 'migrated' && template !== '';
  await adminSql(copy ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  const url = databaseUrl(name);
  if (schema === 'migrated' && !copy) {
    const { db } = await connect({ databaseUrl: url, dataDir: '' });
    await migrateToLatest(db);
    await db.destroy();
  }
  return { url, drop: () => adminSql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
