import type { Notification, NotificationList } from '@clipclub/protocol/http/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryKeys } from '../../../lib/queries/keys.ts';
import { readQuery } from '../../../lib/queries/read-query.ts';
import { reads } from '../../../lib/queries/reads.ts';
import { getSocket } from '../../../lib/socket.ts';
import { markAllNotificationsRead, markNotificationRead } from '../api/notifications-api.ts';

/** Adds a pushed notification to the cached list (once, even if a refetch already brought it). */
export function addNotification(list: NotificationList | undefined, n: Notification): NotificationList | undefined {
  if (!list || list.notifications.some((x) => x.id === n.id)) return list;
  return { notifications: [n, ...list.notifications], unreadCount: list.unreadCount + (n.readAt ? 0 : 1) };
}

/**
 * The signed-in player's notifications: loaded once, then kept current by 'notification:new'
 * on the tab's socket; after a reconnect the list is fetched again, since pushes may have been
 * missed while offline.
 */
export function useNotifications() {
  const client = useQueryClient();
  const query = useQuery(readQuery(reads.notifications()));
  useEffect(() => {
    const socket = getSocket();
    const onNew = (n: Notification) =>
      client.setQueryData<NotificationList>(queryKeys.notifications, (list) => addNotification(list, n));
    let connectedBefore = socket.connected;
    const onConnect = () => {
      if (connectedBefore) void client.invalidateQueries({ queryKey: queryKeys.notifications });
      connectedBefore = true;
    };
    // The server lost events between its processes for a while: read the list again.
    const onResync = () => void client.invalidateQueries({ queryKey: queryKeys.notifications });
    socket.on('notification:new', onNew);
    socket.on('connect', onConnect);
    socket.on('live:resync', onResync);
    return () => {
      socket.off('notification:new', onNew);
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
        return { notifications: list.notifications.map((n) => ({ ...n, readAt: n.readAt ?? readAt })), unreadCount: 0 };
      }),
  });
}
