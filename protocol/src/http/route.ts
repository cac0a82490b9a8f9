// What a route of the table is (http/routes.ts), the types of a call to it, and its path filled
// in and read back. zod-free at run time: a route names its schemas (http/schemas.ts) by their
// export name, and only the types below look them up.
import type { z } from 'zod';
import type * as schemas from './schemas.ts';

type Schemas = typeof schemas;
/** The export name of a zod schema of http/schemas.ts ('RoomSchema'); a typo is a compile error. */
export type SchemaName = { [K in keyof Schemas]: Schemas[K] extends z.ZodType ? K : never }[keyof Schemas];

/** What every route's path starts with: the server answers anything else with the web app. */
export const API_PREFIX = '/api/';

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
  /** The path's parameters; a malformed one answers `notFound`'s 404. */
  readonly params?: SchemaName;
  /** The query string; a malformed one answers 400 (404 when `queryIsCredential`). */
  readonly query?: SchemaName;
  /** The JSON body; a malformed one answers 400 naming the field. */
  readonly body?: SchemaName;
  /** The JSON answer; every answer is parsed with it, so a field it does not list never leaves. */
  readonly response?: SchemaName;
  /** The success status: 200 unless said; 204 answers no body. */
  readonly status?: 201 | 204;
  /**
   * The 404 message when the path's parameters are malformed: a malformed id names nothing the
   * caller may see, so it answers as an unknown one does (docs/rules.md §2), never a 400.
   */
  readonly notFound?: string;
  /** The query carries the credential (a token): a malformed one answers the 404 too. */
  readonly queryIsCredential?: true;
};

/** The part of a route that names a schema. */
export type SchemaPart = 'params' | 'query' | 'body' | 'response';
/** The schema a route names for `part`, or undefined when it has none. */
export type RouteSchema<R extends Route, P extends SchemaPart> = R extends {
  readonly [Q in P]: infer N extends SchemaName;
}
  ? Schemas[N]
  : undefined;
/** What a caller sends for `part` (the schema's input), or undefined when the route takes none. */
export type RouteInput<R extends Route, P extends SchemaPart> =
  RouteSchema<R, P> extends z.ZodType ? z.input<RouteSchema<R, P>> : undefined;
/** What the route's handler gets for `part` (the schema's output, parsed). */
export type RouteParsed<R extends Route, P extends SchemaPart> =
  RouteSchema<R, P> extends z.ZodType ? z.output<RouteSchema<R, P>> : undefined;
/** The JSON answer a caller reads (undefined for 204, a page or a redirect). */
export type RouteAnswer<R extends Route> = RouteParsed<R, 'response'>;

/**
 * What a typed call of a route sends, in the API tests and the browser tests alike: params
 * exactly when the path has some, the route's query and body, or `payload`, a deliberately
 * malformed body sent as it is.
 */
export type RouteCallInput<R extends Route> = ([RouteInput<R, 'params'>] extends [undefined]
  ? { params?: undefined }
  : { params: RouteInput<R, 'params'> }) &
  ([RouteInput<R, 'query'>] extends [undefined]
    ? { query?: Record<string, string> }
    : { query?: RouteInput<R, 'query'> }) & {
    body?: RouteInput<R, 'body'>;
    payload?: unknown;
    headers?: Record<string, string>;
  };
/** A call's arguments after the route: the input may be left out when the route has no params. */
export type RouteCallArgs<R extends Route, Input> = [RouteInput<R, 'params'>] extends [undefined]
  ? [input?: Input]
  : [input: Input];

/** The path with each `:name` replaced by its parameter, escaped: `/api/rooms/:id` → `/api/rooms/r1`. */
export function fillPath(path: string, params: Readonly<Record<string, string>> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/**
 * The route's path with its params filled in and its query added, as a call sends it:
 * `/api/rooms/:id/sessions` with `{ params: { id: 'r1' }, query: { limit: '5' } }` →
 * `/api/rooms/r1/sessions?limit=5`.
 */
export function pathWithQuery(route: Route, input?: { params?: unknown; query?: unknown }): string {
  const query = input?.query as Record<string, string> | undefined;
  return (
    fillPath(route.path, input?.params as Record<string, string> | undefined) +
    (query ? `?${new URLSearchParams(query)}` : '')
  );
}

/** Whether a concrete path (no query) is one of `path`'s: each `:name` matches one segment. */
export function pathMatches(path: string, concrete: string): boolean {
  const pattern = path
    .split(/(:\w+)/)
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${pattern}$`).test(concrete);
}
