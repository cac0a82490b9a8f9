import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { connect, type Database } from '../db/connect.ts';
import type { Clock } from '../lib/clock.ts';
import { testConfig } from './build-app.ts';
import { type ThrowAwayDatabase, throwAwayDatabase } from './postgres-admin.ts';

export { POSTGRES_BASE_URL, postgresReachable } from './postgres-admin.ts';

// Tests that race processes over one database need the machine's PostgreSQL: PGlite is one
// connection in one process. Each such file makes its own database here and drops it after.

/**
 * A throw-away PostgreSQL database for one test file (`create`, then `url`; `drop`): a copy of
 * the run's migrated template, or with `empty`, nothing in it, for server processes that are
 * started together to migrate it at once, as compose starts them.
 */
export function postgresDatabase(options: { empty?: boolean } = {}) {
  let database: ThrowAwayDatabase | undefined;
  return {
    async create(): Promise<string> {
      database = await throwAwayDatabase(options.empty ? 'empty' : 'migrated', inject('postgresTemplate'));
      return database.url;
    },
    get url(): string {
      if (!database) throw new Error('postgresDatabase: create() first');
      return database.url;
    },
    async drop(): Promise<void> {
      await database?.drop();
    },
  };
}

/** Several app instances on one throw-away database, each with its own pool: what several API processes are to it. */
export function postgresInstances(clock: Clock, env: Record<string, string> = {}) {
  const database = postgresDatabase();
  const pools: Database[] = [];
  const apps: FastifyInstance[] = [];
  return {
    async create(): Promise<void> {
      await database.create();
    },
    /** An app instance with its own pool: a process, or its restart. */
    async instance(): Promise<FastifyInstance> {
      const { db } = await connect({ databaseUrl: database.url, dataDir: '' });
      pools.push(db);
      const app = await buildApp(testConfig(env), { db, clock });
      await app.ready();
      apps.push(app);
      return app;
    },
    async close(): Promise<void> {
      for (const app of apps) await app.close();
      for (const db of pools) await db.destroy();
      await database.drop();
    },
  };
}
