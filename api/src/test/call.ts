import {
  type ErrorBody,
  fillPath,
  pathWithQuery,
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

/**
 * One call of a sweep over several routes (who may do what): the list mixes routes, so each
 * input is checked by the route at run time, not typed by it.
 */
export type SweepCall = { route: Route; params?: Record<string, string>; body?: unknown };

export function callSweep(app: FastifyInstance, sweep: SweepCall, as?: Caller): Promise<Answered<Route>> {
  return call(app, sweep.route, { params: sweep.params, body: sweep.body, ...(as ? { as } : {}) } as never);
}

/** `GET /api/sessions/…`: names a sweep's call in an assertion, so a failure says which one. */
export const sweepName = (sweep: SweepCall) => `${sweep.route.method} ${fillPath(sweep.route.path, sweep.params)}`;

export const cookieOf = (caller: Caller | undefined) => (typeof caller === 'string' ? caller : caller?.cookie);

export function call<R extends Route>(app: FastifyInstance, route: R, ...args: CallArgs<R>): Promise<Answered<R>>;
export async function call(
  app: FastifyInstance,
  target: Route,
  input: {
    params?: unknown;
    query?: Record<string, string>;
    body?: unknown;
    payload?: unknown;
    as?: Caller;
    headers?: Record<string, string>;
  } = {},
) {
  const cookie = cookieOf(input.as);
  const payload = input.payload ?? input.body;
  const res = await app.inject({
    method: target.method,
    url: pathWithQuery(target, input),
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}), ...input.headers },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
  return Object.assign(res, { error: () => res.json() as ErrorBody });
}
