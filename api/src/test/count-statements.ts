import type { KyselyPlugin } from 'kysely';
import type { Database } from '../db/connect.ts';

/**
 * A database handle that records the SQL of every statement run through it (transactions
 * included; BEGIN and COMMIT are not Kysely queries and are not recorded), so a test can pin
 * how many statements a request costs.
 */
export function countingDatabase(db: Database): { db: Database; statements: string[] } {
  const statements: string[] = [];
  const plugin: KyselyPlugin = {
    transformQuery: ({ node }) => {
      statements.push(node.kind);
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  return { db: db.withPlugin(plugin), statements };
}
