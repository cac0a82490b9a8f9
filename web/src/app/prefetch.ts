import type { QueryClient } from '@tanstack/react-query';
import { getUser } from '../features/auth/api/get-user.ts';
import { getMyVotes, getSubmissions, getVoteAllocation } from '../features/voting/api/voting-api.ts';
import { forgetShellResponses } from '../lib/api-client.ts';
import { queryKeys } from '../lib/queries/keys.ts';
import { roomQueries } from '../lib/queries/rooms.ts';
import { sessionQueries } from '../lib/queries/sessions.ts';
import { pageRoute } from './page-requests.ts';

/**
 * Puts the data a page's first paint needs into the cache as the app starts: the requests
 * index.html started (app/page-requests.ts, the same list) are taken over by the same fetchers,
 * and anything it did not start starts now. Same query options (lib/queries) as the screens'
 * hooks, so they find the answers (or the requests in flight) in the cache. A failed prefetch is
 * no different from a failed first fetch: an errored query is fetched again when its screen mounts.
 * The answer settles once every read has (the server waits for it before drawing the page).
 */
export function prefetchForPage(client: QueryClient, pathname: string, search: string): Promise<unknown> {
  const reads: Promise<unknown>[] = [];
  const fetchInto = (queryKey: readonly unknown[], queryFn: () => Promise<unknown>) =>
    reads.push(client.prefetchQuery({ queryKey, queryFn }));
  fetchInto(queryKeys.user, getUser);

  const route = pageRoute(pathname);
  if (route === 'dashboard') reads.push(client.prefetchInfiniteQuery(roomQueries.list()));
  let key = '';
  try {
    key = decodeURIComponent(pathname.split('/')[2] ?? '');
  } catch {
    // A malformed link: its screen says what is wrong; nothing to fetch ahead.
  }
  if (key && route === 'room') {
    reads.push(
      client.prefetchQuery(roomQueries.detail(key)),
      client.prefetchInfiniteQuery(sessionQueries.list(key)),
      client.prefetchQuery(roomQueries.members(key)),
    );
    if (new URLSearchParams(search).get('tab') === 'leaderboard')
      reads.push(client.prefetchQuery(roomQueries.leaderboard(key)));
  }
  if (key && (route === 'vote' || route === 'results' || route === 'submit')) {
    reads.push(client.prefetchQuery(sessionQueries.detail(key)));
  }
  if (key && route === 'vote') {
    fetchInto(queryKeys.submissions(key), () => getSubmissions(key));
    fetchInto(queryKeys.voteAllocation(key), () => getVoteAllocation(key));
    fetchInto(queryKeys.myVotes(key), () => getMyVotes(key));
  }
  // The fetchers above ran synchronously (prefetchQuery calls them at once) and took their
  // answers; one left over would otherwise answer a later read with old data.
  forgetShellResponses();
  return Promise.all(reads);
}
