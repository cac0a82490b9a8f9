import { migrations } from '@clipclub/migrations';
import { Migrator } from 'kysely';
import { afterAll, beforeAll, expect } from 'vitest';
import { createTestDatabase, type TestDatabase } from './build-app.ts';

/**
 * A migration's test: a database of its own for the file (migrated to the latest, as every test
 * database), and `migrateTo(name)`, which moves it up or down to just after that migration.
 */
export function useMigrationDatabase() {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.destroy());
  const opened = () => {
    if (!database) throw new Error('the migration database is made in beforeAll');
    return database;
  };
  return {
    get db() {
      return opened().db;
    },
    async migrateTo(name: string) {
      const migrator = new Migrator({ db: opened().db, provider: { getMigrations: async () => migrations } });
      const { error } = await migrator.migrateTo(name);
      expect(error).toBeUndefined();
    },
  };
}
