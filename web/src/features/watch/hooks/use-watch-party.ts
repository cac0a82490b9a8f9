import type { WatchCommand, WatchReactionInput, WatchView, WatchWatcher } from '@clipclub/protocol/http/watch';
import { ServerClock } from '@clipclub/protocol/watch-sync';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { notifyError } from '../../../lib/notify.ts';
import { queryKeys, type WatchReaction } from '../../../lib/queries/keys.ts';
import { readQuery } from '../../../lib/queries/read-query.ts';
import { reads } from '../../../lib/queries/reads.ts';
import { sessionQueries } from '../../../lib/queries/sessions.ts';
import { useSingleFlightMutation } from '../../../lib/single-flight.ts';
import { getSocket } from '../../../lib/socket.ts';
import { useConnectionStore, usePollInterval } from '../../../stores/connection-store.ts';
import { passRemote, sendCommand, sendReaction } from '../api/watch-api.ts';
import { measureClock } from '../lib/server-clock.ts';

export function useWatchSession(id: string) {
  return useQuery(sessionQueries.detail(id));
}

export function usePlayerScriptUrl() {
  return useQuery({ ...readQuery(reads.config()), staleTime: Number.POSITIVE_INFINITY });
}

/**
 * The party's state: live events update it (features/realtime), and without the socket it is polled
 * every 3 s (with ETag). `offsetMs` is this tab's estimate of server − local time: socket pings
 * bound it on both sides, and every state's serverNow, sent before it arrived, from below
 * (ServerClock); before any ping it is the latest serverNow, off by that answer's travel time.
 */
export function useWatchParty(id: string, enabled: boolean) {
  const offsetMs = useRef<number | null>(null);
  const clock = useRef<ServerClock | null>(null);
  clock.current ??= new ServerClock();
  const live = useConnectionStore((s) => s.status === 'live');
  const query = useQuery({ ...readQuery(reads.watch(id)), enabled, refetchInterval: usePollInterval() });
  // Each new state (an event or a poll's answer; for a party the page arrived with, drawn or
  // prefetched, when it was read) is a server time that reached this tab. A cache write that
  // kept the old state adds nothing: its serverNow is as old as it is.
  const estimatedFrom = useRef<WatchView | undefined>(undefined);
  if (query.data && query.data !== estimatedFrom.current) {
    estimatedFrom.current = query.data;
    clock.current.addArrival({ serverTime: query.data.serverNow, receivedAt: query.dataUpdatedAt });
    offsetMs.current = clock.current.offsetMs();
  }

  useEffect(() => {
    if (!enabled || !live) return;
    let stopped = false;
    const measure = async () => {
      const samples = clock.current as ServerClock;
      await measureClock(getSocket(), samples);
      if (!stopped) offsetMs.current = samples.offsetMs();
    };
    void measure();
    // Clocks drift and tabs sleep: measure again now and then.
    const timer = setInterval(measure, 30_000);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [enabled, live]);

  return { query, offsetMs };
}

/** Host commands; the answer is the new state, applied at once (the event may come later). */
export function useWatchCommands(id: string) {
  const client = useQueryClient();
  const apply = (view: WatchView) =>
    client.setQueryData<WatchView>(queryKeys.watch(id), (old) => (!old || view.version >= old.version ? view : old));
  const command = useMutation({
    mutationFn: (c: WatchCommand) => sendCommand(id, c),
    onSuccess: apply,
    onError: (error) => {
      notifyError(error, 'The watch party did not take that command.');
      void client.invalidateQueries({ queryKey: queryKeys.watch(id), exact: true });
    },
  });
  const pass = useSingleFlightMutation({
    mutationFn: (userId: string) => passRemote(id, userId),
    onSuccess: apply,
    onError: notifyError,
  });
  const react = useMutation({
    mutationFn: (emoji: WatchReactionInput['emoji']) => sendReaction(id, emoji),
    onError: notifyError,
  });
  return { command, pass, react };
}

/** Filled only by live events; the query function just answers what the cache holds. */
export function useLiveList<T>(key: readonly unknown[]): T[] {
  const client = useQueryClient();
  return (
    useQuery({
      queryKey: key,
      queryFn: () => client.getQueryData<T[]>(key) ?? [],
      staleTime: Number.POSITIVE_INFINITY,
    }).data ?? []
  );
}

export const useReactions = (id: string) => useLiveList<WatchReaction>(queryKeys.watchReactions(id));
export const usePresence = (id: string) => useLiveList<WatchWatcher>(queryKeys.watchPresence(id));
