import type { Notification, NotificationList } from '@clipclub/protocol/http/notifications';
import type { SocketAuth } from '@clipclub/protocol/realtime/events';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryKeys } from '../../../lib/queries/keys.ts';
import { readQuery } from '../../../lib/queries/read-query.ts';
import { reads } from '../../../lib/queries/reads.ts';
import { getSocket } from '../../../lib/socket.ts';
import { addAuthPart } from '../../../lib/socket-auth.ts';
import { markAllNotificationsRead, markNotificationRead } from '../api/notifications-api.ts';
import { receiveNotification, receiveResultsNotices } from '../lib/receive-notice.ts';

// How long a connect waits for the list read on its way, to send that read's asOf.
const LIST_WAIT_MS = 3_000;

/**
 * The handshake part of the bell: the asOf of the list this tab holds, so the server sends what
 * was stored after that read and before the socket joined (no list: nothing, the socket joins
 * before any later read). A list still on its way is waited for, briefly, since its read may
 * already be done.
 */
export async function notificationsAuth(client: QueryClient, waitMs = LIST_WAIT_MS): Promise<SocketAuth> {
  const state = () => client.getQueryState<NotificationList>(queryKeys.notifications);
  const waiting = () => state()?.data === undefined && state()?.fetchStatus === 'fetching';
  if (waiting()) {
    await new Promise<void>((resolve) => {
      const stop = () => {
        clearTimeout(timer);
        unsubscribe();
        resolve();
      };
      const timer = setTimeout(stop, waitMs);
      const unsubscribe = client.getQueryCache().subscribe(() => {
        if (!waiting()) stop();
      });
    });
  }
  const asOf = state()?.data?.asOf;
  return asOf ? { notificationsAsOf: asOf } : {};
}

/**
 * The signed-in player's notifications: loaded once, then kept current by 'notification:new'
 * on the tab's socket, and by a results notice in a room's batch (lib/receive-notice.ts). Each
 * connect sends the list's asOf and the server sends what the list
 * missed; a notice arriving while the list is still on its way is added once it is in (that
 * read may have been before the notice was stored). After a reconnect the list is fetched again,
 * since read marks may have changed meanwhile.
 */
export function useNotifications() {
  const client = useQueryClient();
  const query = useQuery(readQuery(reads.notifications()));
  useEffect(() => {
    const socket = getSocket();
    const removeAuth = addAuthPart(() => notificationsAuth(client));
    const onNew = (n: Notification) => receiveNotification(client, n);
    const onAnyMessage = (name: string, payload: unknown) => receiveResultsNotices(client, name, payload);
    let connectedBefore = socket.connected;
    const onConnect = () => {
      if (connectedBefore) void client.invalidateQueries({ queryKey: queryKeys.notifications });
      connectedBefore = true;
    };
    // The server lost events between its processes for a while: read the list again.
    const onResync = () => void client.invalidateQueries({ queryKey: queryKeys.notifications });
    socket.on('notification:new', onNew);
    socket.onAny(onAnyMessage);
    socket.on('connect', onConnect);
    socket.on('live:resync', onResync);
    return () => {
      removeAuth();
      socket.off('notification:new', onNew);
      socket.offAny(onAnyMessage);
      socket.off('connect', onConnect);
      socket.off('live:resync', onResync);
    };
  }, [client]);
  return query;
}

export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => markNotificationRead(id),
    onSuccess: (_done, id) =>
      client.setQueryData<NotificationList>(queryKeys.notifications, (list) => {
        const target = list?.notifications.find((n) => n.id === id);
        if (!list || !target || target.readAt) return list;
        const readAt = new Date().toISOString();
        return {
          ...list,
          notifications: list.notifications.map((n) => (n.id === id ? { ...n, readAt } : n)),
          unreadCount: Math.max(0, list.unreadCount - 1),
        };
      }),
  });
}

export function useMarkAllRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () =>
      client.setQueryData<NotificationList>(queryKeys.notifications, (list) => {
        if (!list) return list;
        const readAt = new Date().toISOString();
        return {
          ...list,
          notifications: list.notifications.map((n) => ({ ...n, readAt: n.readAt ?? readAt })),
          unreadCount: 0,
        };
      }),
  });
}
