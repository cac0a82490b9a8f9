import { type DehydratedState, dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';
import { rememberUser } from '../features/auth/api/get-user.ts';
import { ApiError, isNotFound } from '../lib/api-client.ts';
import { rememberAnswerTag } from '../lib/queries/answer-tags.ts';
import { queryKeys } from '../lib/queries/keys.ts';

// What a page drawn ahead of the app was drawn from, carried in the page as JSON
// (app/page-html.ts): the app's first render uses exactly this, so it matches the HTML.

/** The id of the <script type="application/json"> that carries it (CSP does not run it). */
export const PAGE_STATE_ID = 'page-state';

export type PageState = {
  /** The API's answers the page was drawn with, as the query cache holds them. */
  queries: DehydratedState;
  /** The server's clock when it drew the page (lib/use-now.ts). */
  drawnAt: number;
  /** The lazy parts the page shows (lib/preloadable-lazy.tsx): loaded before it is hydrated. */
  lazies: string[];
  /** The one ETag every room answer of the page carried (lib/queries/answer-tags.ts), if one. */
  tag?: string;
};

type CarriedError = { status: number; serverMessage: string | undefined; code?: string | undefined };

/**
 * The cache as the page was drawn from it: the reads that succeeded, and the 404s (a room or
 * session the player may not see is drawn as "not available", so the app must start from the
 * same answer). Other failures are left out: the app asks again, as it would without a server.
 */
export function pageState(client: QueryClient, drawnAt: number, lazies: Iterable<string>, tag?: string): PageState {
  const queries = dehydrate(client, {
    shouldDehydrateQuery: (query) => query.state.status === 'success' || isNotFound(query.state.error),
  });
  for (const { state } of queries.queries) {
    if (state.error instanceof ApiError) {
      const { status, serverMessage, code } = state.error;
      state.error = { status, serverMessage, code } satisfies CarriedError as never;
      state.fetchFailureReason = null;
    }
  }
  return { queries, drawnAt, lazies: [...lazies], ...(tag ? { tag } : {}) };
}

/** The page's state, if it arrived drawn with one. */
export function readPageState(doc: Document): PageState | undefined {
  const text = doc.getElementById(PAGE_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as PageState;
  } catch {
    return undefined;
  }
}

/** Puts the page's state into the browser's cache, before the app's first render. */
export function restorePageState(client: QueryClient, state: PageState): void {
  for (const { state: query } of state.queries.queries) {
    const error = query.error as CarriedError | null;
    if (error) {
      query.error = new ApiError(error.status, error.serverMessage ?? 'Not Found', error.serverMessage, error.code);
    }
  }
  hydrate(client, state.queries);
  holdNotFound(client, true);
  if (state.tag) rememberRoomAnswers(client, state.queries, state.tag);
  // What getUser does for a user it fetched (the zone deadlines are shown in).
  rememberUser(client.getQueryData(queryKeys.user) ?? null);
}

/** The page's room answers were read under its tag; the user's is not a room answer. */
function rememberRoomAnswers(client: QueryClient, queries: DehydratedState, tag: string): void {
  const cache = client.getQueryCache();
  const userHash = cache.find({ queryKey: queryKeys.user, exact: true })?.queryHash;
  for (const { queryHash, state } of queries.queries) {
    const cached = cache.get(queryHash);
    if (cached && state.status === 'success' && queryHash !== userHash) rememberAnswerTag(cached, tag);
  }
}

/**
 * While a drawn page is on screen, its 404s stay what they were: asked again on mount, they would
 * draw a loader where the HTML says "not available" (and a part of the page may hydrate well
 * after the rest). Released on the first move away (app/boot.tsx), so a later visit to that
 * screen asks again as usual.
 */
export function holdNotFound(client: QueryClient, hold: boolean): void {
  for (const query of client.getQueryCache().getAll()) {
    if (isNotFound(query.state.error)) client.setQueryDefaults(query.queryKey, hold ? { retryOnMount: false } : {});
  }
}
