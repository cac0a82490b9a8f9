import type { QueryClient } from '@tanstack/react-query';
import { getUser, userQueryKey } from '../features/auth/api/get-user.ts';
import { getLeaderboard, getMembers, getRoom, roomKeys, roomListQuery } from '../features/rooms/api/rooms-api.ts';
import { getSession, sessionKeys, sessionListQuery } from '../features/sessions/api/sessions-api.ts';
import { getMyVotes, getSubmissions, getVoteAllocation, votingKeys } from '../features/voting/api/voting-api.ts';
import { forgetShellResponses } from '../lib/api-client.ts';
import { pageRoute } from './page-requests.ts';

/**
 * Puts the data a page's first paint needs into the cache as the app starts: the requests
 * index.html started (app/page-requests.ts, the same list) are taken over by the same fetchers,
 * and anything it did not start starts now. Same keys and fetchers as the screens' hooks, so
 * they find the answers (or the requests in flight) in the cache. A failed prefetch is no
 * different from a failed first fetch: an errored query is fetched again when its screen mounts.
 */
export function prefetchForPage(client: QueryClient, pathname: string, search: string): void {
  const fetchInto = (queryKey: readonly unknown[], queryFn: () => Promise<unknown>) =>
    void client.prefetchQuery({ queryKey, queryFn });
  fetchInto(userQueryKey, getUser);

  const route = pageRoute(pathname);
  if (route === 'dashboard') void client.prefetchInfiniteQuery(roomListQuery());
  let key = '';
  try {
    key = decodeURIComponent(pathname.split('/')[2] ?? '');
  } catch {
    // A malformed link: its screen says what is wrong; nothing to fetch ahead.
  }
  if (key && route === 'room') {
    fetchInto(roomKeys.detail(key), () => getRoom(key));
    void client.prefetchInfiniteQuery(sessionListQuery(key));
    fetchInto(roomKeys.members(key), () => getMembers(key));
    if (new URLSearchParams(search).get('tab') === 'leaderboard') {
      fetchInto(roomKeys.leaderboard(key), () => getLeaderboard(key));
    }
  }
  if (key && (route === 'vote' || route === 'results' || route === 'submit')) {
    fetchInto(sessionKeys.detail(key), () => getSession(key));
  }
  if (key && route === 'vote') {
    fetchInto(votingKeys.submissions(key), () => getSubmissions(key));
    fetchInto(votingKeys.allocation(key), () => getVoteAllocation(key));
    fetchInto(votingKeys.myVotes(key), () => getMyVotes(key));
  }
  // The fetchers above ran synchronously (prefetchQuery calls them at once) and took their
  // answers; one left over would otherwise answer a later read with old data.
  forgetShellResponses();
}
