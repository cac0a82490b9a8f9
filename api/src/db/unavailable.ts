// Which failures mean "the database cannot answer right now" (503, docs/rules.md §9), decided
// where the error is born: the pool marks its own failures, so an unreachable OAuth provider or
// YouTube (also ECONNREFUSED) is never reported as the database.
const UNAVAILABLE = Symbol('database unavailable');

// SQLSTATEs of a server that is going away, starting, full or too slow (statement_timeout).
const SERVER_STATES = new Set(['57P01', '57P02', '57P03', '53300', '57014']);

/** Marks an error from the pool or a connection when it is about reaching PostgreSQL at all. */
export function markIfUnavailable(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const code = (error as { code?: unknown }).code;
  // A DatabaseError carries a SQLSTATE (5 characters); anything else from the driver is the
  // connection itself: refused, reset, timed out, terminated.
  const sqlState = typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
  if (sqlState === undefined || sqlState.startsWith('08') || SERVER_STATES.has(sqlState)) {
    (error as { [UNAVAILABLE]?: true })[UNAVAILABLE] = true;
  }
  return error;
}

export function isDatabaseUnavailable(error: unknown): boolean {
  return error instanceof Error && (error as { [UNAVAILABLE]?: true })[UNAVAILABLE] === true;
}
