import { useInfiniteQuery } from '@tanstack/react-query';
import { sessionQueries } from '../../../lib/queries/sessions.ts';
import { usePollInterval } from '../../../stores/connection-store.ts';

/**
 * The room's sessions, newest first, a page at a time; docs/rules.md §10 refreshes the
 * list every 3 seconds unless live: every loaded page is asked again, each a cheap 304 while
 * the room is unchanged. A session on two pages (the list moved between two fetches) shows once.
 */
export function useSessions(roomId: string) {
  const query = useInfiniteQuery({ ...sessionQueries.list(roomId), refetchInterval: usePollInterval() });
  const seen = new Set<string>();
  const sessions = (query.data?.pages.flatMap((p) => p.items) ?? []).filter(
    (s) => !seen.has(s.id) && Boolean(seen.add(s.id)),
  );
  return { ...query, sessions };
}
