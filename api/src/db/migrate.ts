import { migrations } from '@clipclub/migrations';
import { Migrator } from 'kysely';
import type { Database } from './connect.ts';

// Runs every pending migration; a second run finds none and changes nothing.
export async function migrateToLatest(db: Database): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Helpers' migrations land out of name order (009 after 010–012); each one stands alone, so a
    // database that already ran later ones still takes an earlier newcomer instead of refusing.
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error;
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
