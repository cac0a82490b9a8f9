// What a PostgreSQL error (node-postgres or PGlite) says about a refused write. Both drivers put
// the SQLSTATE in `code`; the constraint's name is in `constraint` (PostgreSQL) or only in the
// message and detail (PGlite), so a match looks at all three.

const UNIQUE_VIOLATION = '23505';

type PgError = { code?: string; constraint?: string; detail?: string; message?: string };

/**
 * A unique index refused the write. With `about`, only when the constraint, the detail or the
 * message names it (a constraint or a column): callers tell their one expected clash from others.
 */
export function isUniqueViolation(error: unknown, about?: string): boolean {
  const e = error as PgError | undefined;
  if (e?.code !== UNIQUE_VIOLATION) return false;
  return about === undefined || `${e.constraint ?? ''} ${e.detail ?? ''} ${e.message ?? ''}`.includes(about);
}
