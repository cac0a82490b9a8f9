import type { QueryClient } from '@tanstack/react-query';
import { getUser, userQueryKey } from '../features/auth/api/get-user.ts';
import { getLeaderboard, getMembers, getRoom, roomKeys, roomListQuery } from '../features/rooms/api/rooms-api.ts';
import { getSession, sessionKeys, sessionListQuery } from '../features/sessions/api/sessions-api.ts';

/**
 * Starts the data a page's first paint needs while its code is still loading, instead of
 * one request after another (route chunk → signed-in user → room → sessions). Same keys and
 * fetchers as the screens' hooks, so they find the answers (or the requests in flight) in the
 * cache. A failed prefetch is no different from a failed first fetch: an errored query is
 * fetched again when its screen mounts.
 */
export function prefetchForPage(client: QueryClient, pathname: string, search: string): void {
  const fetchInto = (queryKey: readonly unknown[], queryFn: () => Promise<unknown>) =>
    void client.prefetchQuery({ queryKey, queryFn });
  fetchInto(userQueryKey, getUser);

  const [, page, id] = pathname.split('/');
  if (!id && page === 'dashboard') void client.prefetchInfiniteQuery(roomListQuery());
  if (!id) return;
  const key = decodeURIComponent(id);
  if (page === 'room') {
    fetchInto(roomKeys.detail(key), () => getRoom(key));
    void client.prefetchInfiniteQuery(sessionListQuery(key));
    const tab = new URLSearchParams(search).get('tab');
    if (tab === 'members') fetchInto(roomKeys.members(key), () => getMembers(key));
    if (tab === 'leaderboard') fetchInto(roomKeys.leaderboard(key), () => getLeaderboard(key));
  }
  if (page === 'vote' || page === 'results' || page === 'submit') {
    fetchInto(sessionKeys.detail(key), () => getSession(key));
  }
}
