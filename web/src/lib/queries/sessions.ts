import * as routes from '@clipclub/protocol/http/routes';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { queryKeys } from './keys.ts';

// The session reads every session screen (room, submit, vote, results, watch) shares. Polling
// is the screen's choice: its hook adds refetchInterval (stores/connection-store.ts).

/** One page of the room's sessions (newest first); `cursor` null is the first page. */
export const getSessionsPage = (roomId: string, cursor: string | null) =>
  api.page(routes.listSessions, { params: { id: roomId } }, cursor);
export const getSession = (id: string) => api.call(routes.getSession, { params: { id } });

export const sessionQueries = {
  /** The room's sessions as pages. */
  list: (roomId: string) =>
    infiniteQueryOptions({
      queryKey: queryKeys.sessions(roomId),
      queryFn: ({ pageParam }) => getSessionsPage(roomId, pageParam),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
    }),
  detail: (id: string) => queryOptions({ queryKey: queryKeys.session(id), queryFn: () => getSession(id) }),
};
