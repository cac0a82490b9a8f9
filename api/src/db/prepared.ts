import { createHash } from 'node:crypto';
import { type Compilable, CompiledQuery } from 'kysely';
import type { Executor } from './schema.ts';

/**
 * Marks a statement to be prepared: PostgreSQL parses and plans an unnamed statement afresh each
 * time, and for the advance's move that was half of its CPU. A statement whose text starts with
 * this is sent named, so each connection parses it once and, after a few runs, keeps its plan.
 * Only for texts of a bounded set (one per code path): each is kept by every connection.
 */
export const PREPARED = '/* prepared */';
const preparedNames = new Map<string, string>();
let generation = 0;

/** The arguments of pg's client.query, with a marked statement named. */
export function prepared(args: unknown[]): unknown[] {
  const [text, values] = args;
  if (typeof text !== 'string' || !text.startsWith(PREPARED) || args.length > 2) return args;
  let name = preparedNames.get(text);
  if (!name) {
    name = `p${generation}_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    preparedNames.set(text, name);
  }
  return [{ name, text, values }];
}

/**
 * A migration by another process (a rolling deploy) that changes a table a prepared statement
 * returns makes PostgreSQL refuse it on every connection that prepared it. Such a refusal is
 * answered by running the statement unnamed once, and from then on under new names.
 */
export function isStalePrepared(error: unknown): boolean {
  if ((error as { code?: unknown }).code !== '0A000') return false;
  preparedNames.clear();
  generation++;
  return true;
}

/**
 * Runs a query built with Kysely as a PREPARED statement: for a query whose text is one of a
 * bounded set (its shape fixed by the code path, its values parameters). A statement whose
 * subqueries outnumber its rows (a session's view) costs PostgreSQL more to plan than to run.
 */
export async function executePrepared<R>(db: Executor, query: Compilable<R>): Promise<R[]> {
  const { sql, parameters } = query.compile();
  const { rows } = await db.executeQuery(CompiledQuery.raw(`${PREPARED}\n${sql}`, [...parameters]));
  return rows as R[];
}
