import {
  type ErrorBody,
  fillPath,
  type Route,
  type RouteAnswer,
  type RouteCallArgs,
  type RouteCallInput,
} from '@clipclub/protocol';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

// One API call as the browser makes it: same-origin, JSON body, the user's cookie. Tests name
// the route from protocol's table (`call(t.app, routes.getRoom, { params: { id }, as: ada })`),
// so its params, query, body and answer are typed from the route's entry, never a path string.

export const TEST_ORIGIN = 'http://localhost:3000';

/** Who calls: a signed-in player (anything with their cookie) or the cookie header itself. */
export type Caller = { readonly cookie: string } | string;

/** What a call sends: the route's input, and who calls. */
export type CallInput<R extends Route> = RouteCallInput<R> & { as?: Caller };
type CallArgs<R extends Route> = RouteCallArgs<R, CallInput<R>>;

/** The answer: `json()` typed by the route's response schema, `error()` a 4xx/5xx's body. */
export type Answered<R extends Route> = Omit<LightMyRequestResponse, 'json'> & {
  json<T = RouteAnswer<R>>(): T;
  error(): ErrorBody;
};

/** The old form, a method and a URL written by hand: kept for tests not yet moved to routes. */
type ByUrl = { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; url: string; cookie?: string; payload?: unknown };

const cookieOf = (caller: Caller | undefined) => (typeof caller === 'string' ? caller : caller?.cookie);

export function call<R extends Route>(app: FastifyInstance, route: R, ...args: CallArgs<R>): Promise<Answered<R>>;
export function call(app: FastifyInstance, request: ByUrl): Promise<LightMyRequestResponse>;
export async function call(
  app: FastifyInstance,
  target: Route | ByUrl,
  input: {
    params?: unknown;
    query?: Record<string, string>;
    body?: unknown;
    payload?: unknown;
    as?: Caller;
    headers?: Record<string, string>;
  } = {},
) {
  if (!('path' in target)) {
    return app.inject({
      method: target.method,
      url: target.url,
      headers: { origin: TEST_ORIGIN, ...(target.cookie ? { cookie: target.cookie } : {}) },
      ...(target.payload !== undefined ? { payload: target.payload as object } : {}),
    });
  }
  const cookie = cookieOf(input.as);
  const query = input.query ? `?${new URLSearchParams(input.query)}` : '';
  const payload = input.payload ?? input.body;
  const res = await app.inject({
    method: target.method,
    url: fillPath(target.path, input.params as Record<string, string> | undefined) + query,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}), ...input.headers },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
  return Object.assign(res, { error: () => res.json() as ErrorBody });
}
