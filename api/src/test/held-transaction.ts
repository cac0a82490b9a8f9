import type { Executor } from '../db/schema.ts';

/**
 * Runs `work` in a transaction and keeps that transaction open, its locks held, until
 * `release()`: for a test of what another statement does meanwhile. Answers once `work` is done
 * (or throws what it threw). PostgreSQL only: PGlite has one connection, so nothing else could
 * run while the transaction is open.
 */
export async function holdTransaction(
  db: Executor,
  work: (trx: Executor) => Promise<unknown>,
): Promise<{ release: () => Promise<void> }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let holding = () => {};
  const held = new Promise<void>((resolve) => {
    holding = resolve;
  });
  const done = db.transaction().execute(async (trx) => {
    await work(trx);
    holding();
    await released;
  });
  await Promise.race([held, done]);
  return {
    release: async () => {
      release();
      await done;
    },
  };
}
