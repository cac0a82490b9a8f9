import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { connect, type Database } from '../db/connect.ts';
import type { Clock } from '../lib/clock.ts';
import { testConfig } from './build-app.ts';

// Several app instances on one throw-away PostgreSQL database, each with its own pool: what
// several API processes are to the database. PGlite is one connection in one process, so the
// tests that race processes over the database need the machine's PostgreSQL.
export const POSTGRES_BASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function adminSql(query: string) {
  const client = new pg.Client({ connectionString: POSTGRES_BASE_URL });
  await client.connect();
  await client.query(query);
  await client.end();
}

/** Whether the machine's PostgreSQL answers (the test says it is skipped when not). */
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

/** A fresh database (`create`), app instances on it (`instance`: a process, or its restart), and `close` for all. */
export function postgresInstances(clock: Clock, env: Record<string, string> = {}) {
  const name = `clipclub_test_${randomUUID().replaceAll('-', '')}`;
  const pools: Database[] = [];
  const apps: FastifyInstance[] = [];
  let databaseUrl = '';
  return {
    async create(): Promise<void> {
      await adminSql(`CREATE DATABASE ${name}`);
      const url = new URL(POSTGRES_BASE_URL);
      url.pathname = `/${name}`;
      databaseUrl = url.toString();
    },
    async instance(): Promise<FastifyInstance> {
      const { db } = await connect({ databaseUrl, dataDir: '' });
      pools.push(db);
      const app = await buildApp(testConfig(env), { db, clock });
      await app.ready();
      apps.push(app);
      return app;
    },
    async close(): Promise<void> {
      for (const app of apps) await app.close();
      for (const db of pools) await db.destroy();
      if (databaseUrl) await adminSql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
