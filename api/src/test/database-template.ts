import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import { KyselyPGlite } from 'kysely-pglite';
import type { TestProject } from 'vitest/node';
import { connect } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { INITDB_PARAMS, pgliteSettings, SLIM_IN_MEMORY } from '../db/pglite-init.ts';
import type { DB } from '../db/schema.ts';
import { adminSql, databaseUrl } from './postgres-admin.ts';

// Vitest's global setup for the api project: one database is created and migrated once per
// run, and every test file's database starts as a copy of it (build-app.ts). On PGlite the copy
// is a tarball of the data directory (initdb and the migrations took ~2 s of each file's start;
// loading the copy ~0.3 s); on PostgreSQL it is a template database that each file's
// `CREATE DATABASE … TEMPLATE` clones (running the migrations per file took ~1–3 s).

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PGlite template's tarball, or '' when the tests run on PostgreSQL. */
    pgliteTemplate: string;
    /** The migrated PostgreSQL template database's name, or '' when the tests run on PGlite. */
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    const name = `clipclub_template_${randomUUID().replaceAll('-', '')}`;
    await adminSql(`CREATE DATABASE ${name}`);
    const { db } = await connect({ databaseUrl: databaseUrl(name), dataDir: '' });
    await migrateToLatest(db);
    // A template cannot be copied while anyone is connected to it.
    await db.destroy();
    project.provide('postgresTemplate', name);
    return () => adminSql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  project.provide('postgresTemplate', '');
  const dir = mkdtempSync(join(tmpdir(), 'clipclub-test-template-'));
  const file = join(dir, 'migrated.tar');
  // Made as the server makes a `memory://` database (db/pglite-init.ts), then migrated.
  const client = await PGlite.create({
    initDbStartParams: INITDB_PARAMS,
    postgresqlconf: pgliteSettings('memory://'),
  });
  for (const statement of SLIM_IN_MEMORY) await client.query(statement);
  const db = new Kysely<DB>({ dialect: new KyselyPGlite(client).dialect });
  await migrateToLatest(db);
  writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await db.destroy();
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}

/** The template as PGlite loads it, or undefined outside a vitest run that made one. */
export function readTemplate(file: string): Blob | undefined {
  return file ? new Blob([readFileSync(file)]) : undefined;
}
