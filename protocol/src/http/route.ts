// What a route of the table is (http/routes.ts), and its path filled in and read back; zod-free.

export type RouteMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type Route = {
  readonly method: RouteMethod;
  /** The full path, with `:name` for each path parameter. */
  readonly path: `/api/${string}`;
  /**
   * Who may call it without a signed-in user: 'public' anyone, 'token' whoever holds the token
   * in its query (the token is the credential). Absent: signed-in users only (401 otherwise).
   */
  readonly access?: 'public' | 'token';
  /**
   * Polled every 3 s while the socket is down, and what its `:id` names: answered 304 while
   * that room has not changed (api/src/features/realtime/conditional-get.ts).
   */
  readonly polled?: 'room' | 'session';
  /**
   * A polled answer that is the same for every member (true), or for every member of one role
   * ('byRole': admins read what the room hides from the others), so one kept copy per room
   * version (and role) serves them all.
   */
  readonly sharedBody?: true | 'byRole';
};

/** The path with each `:name` replaced by its parameter, escaped: `/api/rooms/:id` → `/api/rooms/r1`. */
export function fillPath(path: string, params: Readonly<Record<string, string>> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/** Whether a concrete path (no query) is one of `path`'s: each `:name` matches one segment. */
export function pathMatches(path: string, concrete: string): boolean {
  const pattern = path
    .split(/(:\w+)/)
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${pattern}$`).test(concrete);
}
