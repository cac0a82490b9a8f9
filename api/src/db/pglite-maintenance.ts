import { CompiledQuery, type DatabaseConnection } from 'kysely';

// What autovacuum does on PostgreSQL and nothing does in PGlite's single-user mode: vacuum the
// tables (dead rows, index entries of rows moved) and analyze them (the planner's statistics).
// Without statistics the planner guesses, and its guesses cost more as the data grows: on tables
// never analyzed, an advance to results read its session through the status index (every
// session in that phase read to keep one) and the rooms by a full scan, and a session's voters
// were joined to every user (auto_explain, 2026-11-28).
//
// Which tables: those never vacuumed nor analyzed (reltuples -1), and those whose file grew by a
// tenth, and 4 pages, since the size the last VACUUM or ANALYZE recorded (relpages): autovacuum's
// rule (50 rows and a tenth of the table changed) read in pages, because PGlite's per-table
// counters (pg_stat_user_tables) stay at zero. A table that grew, was analyzed, and rests is not
// touched again.

/**
 * The app's tables due for VACUUM (ANALYZE), as quoted names, smallest first. It reads every
 * table's size: for the app's 29 tables 26–58 ms on this 2-core machine (each size then read
 * twice), 62–123 ms in CI's browser stage. So the gate looks one pass in LOOK_EVERY_PASSES.
 */
const STALE_TABLES = CompiledQuery.raw(`
  SELECT name FROM (
    SELECT format('%I.%I', n.nspname, c.relname) AS name, c.reltuples, c.relpages,
      pg_relation_size(c.oid) / current_setting('block_size')::int AS pages
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relkind = 'r' AND n.nspname = 'public'
  ) AS t
  WHERE reltuples < 0 OR pages >= relpages * 1.1 + 4
  ORDER BY pages`);

/** One pass in this many that has something to do looks for tables due (the first does). */
export const LOOK_EVERY_PASSES = 10;

export async function staleTables(connection: DatabaseConnection): Promise<string[]> {
  const { rows } = await connection.executeQuery<{ name: string }>(STALE_TABLES);
  return rows.map((row) => row.name);
}

/** `table` as staleTables quoted it. */
export function vacuumAnalyze(table: string): CompiledQuery {
  return CompiledQuery.raw(`VACUUM (ANALYZE) ${table}`);
}
