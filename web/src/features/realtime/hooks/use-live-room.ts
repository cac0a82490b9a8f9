import type { Session } from '@clipclub/protocol/http/sessions';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { queryKeys } from '../../../lib/queries/keys.ts';
import { useConnectionStore } from '../../../stores/connection-store.ts';
import { LiveRooms } from '../lib/live-rooms.ts';

// One per tab, like the socket it drives. socket.io-client (~13 KB gzip) is fetched when the
// first screen goes live, after that screen has painted, not with the screen's code; until it
// is here the status is not 'live', so the screen polls meanwhile (connection-store.ts).
let liveRooms: Promise<LiveRooms> | undefined;
function loadLiveRooms(): Promise<LiveRooms> {
  liveRooms ??= import('../../../lib/socket.ts').then(
    ({ getSocket }) => new LiveRooms(getSocket, (status) => useConnectionStore.getState().setStatus(status)),
    (error: unknown) => {
      liveRooms = undefined; // a failed chunk load is tried again by the next screen
      throw error;
    },
  );
  return liveRooms;
}

/**
 * Keeps a room screen live: joins the room's Socket.IO room (opening the tab's socket on first
 * use), applies its events to the query cache, and leaves when the screen goes. Pass undefined
 * until the room is known and the user is signed in.
 */
export function useLiveRoom(roomId: string | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!roomId) return;
    let release: (() => void) | undefined;
    let gone = false;
    loadLiveRooms().then(
      (rooms) => {
        if (!gone) release = rooms.acquire(roomId, queryClient);
      },
      () => {
        // The socket's code could not load (offline): the screen polls, as when it cannot connect.
        if (!gone) useConnectionStore.getState().setStatus('reconnecting');
      },
    );
    return () => {
      gone = true;
      release?.();
    };
  }, [roomId, queryClient]);
}

/**
 * The same for a session screen (submit, vote, results): live once the screen's own query has
 * loaded the session, which tells the room. Reads the cache without observing the query, so the
 * screen's own query options stay its own.
 */
export function useLiveSession(sessionId: string): void {
  const queryClient = useQueryClient();
  const cache = queryClient.getQueryCache();
  const subscribe = useCallback((onChange: () => void) => cache.subscribe(onChange), [cache]);
  const roomOf = () => queryClient.getQueryData<Session>(queryKeys.session(sessionId))?.roomId;
  // The same read on the server and while hydrating: the cache the page was drawn from.
  const roomId = useSyncExternalStore(subscribe, roomOf, roomOf);
  useLiveRoom(roomId);
}
