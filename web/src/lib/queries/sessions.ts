import type { Session } from '@clipclub/protocol/http/sessions';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api, getPage } from '../api-client.ts';
import { queryKeys } from './keys.ts';

// The session reads every session screen (room, submit, vote, results, watch) shares. Polling
// is the screen's choice: its hook adds refetchInterval (stores/connection-store.ts).

const roomSessionsPath = (roomId: string) => `/api/rooms/${encodeURIComponent(roomId)}/sessions`;
const sessionPath = (id: string) => `/api/sessions/${encodeURIComponent(id)}`;

/** One page of the room's sessions (newest first); `cursor` null is the first page. */
export const getSessionsPage = (roomId: string, cursor: string | null) =>
  getPage<Session>(roomSessionsPath(roomId), cursor);
export const getSession = (id: string) => api.get<Session>(sessionPath(id));

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
