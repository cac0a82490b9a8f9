// What a PostgreSQL error (node-postgres or PGlite) says about a refused write. Both drivers put
// the SQLSTATE in `code`; the constraint's name is in `constraint` (PostgreSQL) or only in the
// message and detail (PGlite), so a match looks at all three.

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

type PgError = { code?: string; constraint?: string; detail?: string; message?: string };

/**
 * A unique index refused the write. With `about`, only when the constraint, the detail or the
 * message names it (a constraint or a column): callers tell their one expected clash from others.
 */
export function isUniqueViolation(error: unknown, about?: string): boolean {
  return violates(error, UNIQUE_VIOLATION, about);
}

/** A foreign key refused the write (what it points at is gone), with `about` as above. */
export function isForeignKeyViolation(error: unknown, about?: string): boolean {
  return violates(error, FOREIGN_KEY_VIOLATION, about);
}

function violates(error: unknown, code: string, about: string | undefined): boolean {
  const e = error as PgError | undefined;
  if (e?.code !== code) return false;
  return about === undefined || `${e.constraint ?? ''} ${e.detail ?? ''} ${e.message ?? ''}`.includes(about);
}
