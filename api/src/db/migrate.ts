import { migrations } from '@clipclub/migrations';
import { Migrator } from 'kysely';
import type { Database } from './connect.ts';

// Runs every pending migration; a second run finds none and changes nothing.
export async function migrateToLatest(db: Database): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error;
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
