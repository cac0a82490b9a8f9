// From constants, not errors: errors.ts holds a zod schema (~25 KB gzip on the first load).
import { REMOVED_FROM_ROOM_CODE } from '@clipclub/protocol/constants';
import type { ErrorBody } from '@clipclub/protocol/errors';
// Route and its call types name schemas by their export only: zod stays out of the first load.
import type { Route, RouteAnswer, RouteInput, RouteMethod } from '@clipclub/protocol/http/route';
import { fillPath } from '@clipclub/protocol/http/route';
import { nextCursorFromLink, type Page, TOTAL_COUNT_HEADER } from '@clipclub/protocol/pages';
import { mayRepeat, retryOnceOnGateway } from './gateway-retry.ts';
import { browserReconnectEnv } from './offline-toast.ts';
import { type AnswerOf, type Read, readUrl } from './queries/reads.ts';
import { OFFLINE_MESSAGES, OfflineError, sendWithReconnect } from './reconnect.ts';

/**
 * A non-OK answer. `message` is docs/rules.md §10's text, `${status}: ${body or statusText}`;
 * `serverMessage` is the body's `message` (docs/rules.md §9) for the 'Error' toast.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    text: string,
    readonly serverMessage: string | undefined,
    /** The body's `code` (docs/rules.md §9), when it had one. */
    readonly code?: string,
  ) {
    super(`${status}: ${text}`);
  }
}

// Checked by hand rather than with ErrorBodySchema: zod would add ~25 KB gzip to the first load.
function parseErrorBody(text: string): { message: string | undefined; code: string | undefined } {
  try {
    const body = (text ? JSON.parse(text) : null) as Partial<ErrorBody> | null;
    return {
      message: typeof body?.message === 'string' && body.message ? body.message : undefined,
      code: typeof body?.code === 'string' ? body.code : undefined,
    };
  } catch {
    return { message: undefined, code: undefined };
  }
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text().catch(() => '');
  const { message, code } = parseErrorBody(text);
  throw new ApiError(res.status, text || res.statusText, message, code);
}

/**
 * Where the answer to a read may already be on its way: the request index.html started for the
 * page (app/page-start.ts), or the server's own read while it draws the page. Undefined: ask.
 */
export type StartedReads = (read: Read) => Promise<Response> | undefined;

type Options = { headers?: Record<string, string> };

/**
 * Every call sends cookies; a body goes as JSON; an empty answer resolves to undefined.
 * A write that cannot reach the server is retried while offline, for a bounded time
 * (lib/reconnect.ts), and one answered 502/503 is sent once more when that is safe
 * (lib/gateway-retry.ts); a read fails at once (screens poll or refetch on reconnect anyway).
 */
async function apiRequest<T>(method: RouteMethod, path: string, body?: unknown, options: Options = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const init: RequestInit = { method, credentials: 'include', headers };
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  // Offline, the screens show what the device saw last, read-only (docs/rules.md §10, "On a
  // phone"): a write is refused at once, and the form keeps what was typed. A connection lost
  // while the browser still says it is online is retried (lib/reconnect.ts).
  if (method !== 'GET' && !browserReconnectEnv.isOnline()) throw new OfflineError(OFFLINE_MESSAGES.needsConnection);
  const res =
    method === 'GET'
      ? await fetch(path, init)
      : await sendWithReconnect(
          () => retryOnceOnGateway(() => fetch(path, init), mayRepeat(method, headers)),
          browserReconnectEnv,
        );
  await throwIfNotOk(res);
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The types of a call to `R`, from its entry in protocol's route table. */
type CallOf<R extends Route> = {
  params: RouteInput<R, 'params'>;
  body: RouteInput<R, 'body'>;
  answer: RouteAnswer<R>;
};
// A part the route does not take may be left out; one it takes must be given (unless optional).
type Part<K extends string, T> = [T] extends [undefined]
  ? { [P in K]?: undefined }
  : undefined extends T
    ? { [P in K]?: T }
    : { [P in K]: T };
// Only the paged lists take a query, and `api.page` writes it (their cursor).
type CallInput<C extends { params: unknown; body: unknown }> = Part<'params', C['params']> &
  Part<'body', C['body']> & { headers?: Record<string, string> };
type CallArgs<R extends Route> =
  object extends CallInput<CallOf<R>> ? [input?: CallInput<CallOf<R>>] : [input: CallInput<CallOf<R>>];

/** The route's path filled with `params` (a paged list adds its cursor, `api.page`). */
const routeUrl = (route: Route, params?: unknown) => fillPath(route.path, params as Record<string, string>);

/**
 * One page of a paged list: the body is the page's items, the Link header names the
 * next page, X-Total-Count (when sent) the whole list's size. `cursor` null asks for the first.
 */
async function getPage<T>(url: string, started?: Promise<Response>): Promise<Page<T> & { total: number | null }> {
  const res = await readResponse(url, started);
  await throwIfNotOk(res);
  const total = res.headers.get(TOTAL_COUNT_HEADER);
  return {
    items: (await res.json()) as T[],
    nextCursor: nextCursorFromLink(res.headers.get('link')),
    total: total === null ? null : Number(total),
  };
}

const GET_INIT: RequestInit = { method: 'GET', credentials: 'include', headers: { Accept: 'application/json' } };

/** The answer already on its way, or (if none, or it failed on the network) a fresh request. */
function readResponse(url: string, started?: Promise<Response>): Promise<Response> {
  return started ? started.catch(() => fetch(url, GET_INIT)) : fetch(url, GET_INIT);
}

/** A read of lib/queries/reads.ts: its JSON answer (null if empty), taking the one `started` has for its URL. */
async function getRead<R extends Route>(read: Read<R>, started?: StartedReads): Promise<AnswerOf<R>> {
  const url = readUrl(read);
  const res = await readResponse(url, started?.(read));
  await throwIfNotOk(res);
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as AnswerOf<R>;
}

type AnyInput = { params?: unknown; body?: unknown; headers?: Record<string, string> };
type Item<A> = A extends readonly (infer T)[] ? T : never;

/** Every call names a route of protocol's table; its params, query, body and answer are typed from it. */
export const api = {
  call: <R extends Route>(route: R, ...args: CallArgs<R>): Promise<CallOf<R>['answer']> => {
    const { params, body, headers }: AnyInput = args[0] ?? {};
    return apiRequest(route.method, routeUrl(route, params), body, headers ? { headers } : {});
  },
  /** One page of a paged GET list; `cursor` null asks for the first. */
  page: <R extends Route>(route: R, input: CallInput<CallOf<R>>, cursor: string | null) =>
    getPage<Item<CallOf<R>['answer']>>(
      cursor === null
        ? routeUrl(route, input.params)
        : `${routeUrl(route, input.params)}?${new URLSearchParams({ cursor })}`,
    ),
  /** A declared read (lib/queries/reads.ts), answered by `started` when it has its URL. */
  read: getRead,
  /** One page of a declared paged read; only the first can have been started. */
  readPage: <R extends Route>(read: Read<R>, cursor: string | null, started?: StartedReads) => {
    const url = readUrl(read);
    return cursor === null
      ? getPage<Item<AnswerOf<R>>>(url, started?.(read))
      : getPage<Item<AnswerOf<R>>>(`${url}?${new URLSearchParams({ cursor })}`);
  },
};

/** A read where 401 means "nobody signed in" rather than an error (the current-user call). */
export async function getOrNullOn401<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** The 404 of a room (or its session) an admin removed the player from (docs/rules.md §2). */
export function isRemovedFromRoom(error: unknown): boolean {
  return isNotFound(error) && (error as ApiError).code === REMOVED_FROM_ROOM_CODE;
}
