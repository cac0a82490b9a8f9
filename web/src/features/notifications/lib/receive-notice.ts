import type { User } from '@clipclub/protocol/http/auth';
import type { Notification, NotificationList } from '@clipclub/protocol/http/notifications';
import type { ServerEventPayload } from '@clipclub/protocol/realtime/events';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/queries/keys.ts';
import { liveEventsOf } from '../../realtime/lib/live-events.ts';

/** Adds a pushed notification to the cached list (once, even if a refetch already brought it). */
export function addNotification(list: NotificationList | undefined, n: Notification): NotificationList | undefined {
  if (!list || list.notifications.some((x) => x.id === n.id)) return list;
  return { ...list, notifications: [n, ...list.notifications], unreadCount: list.unreadCount + (n.readAt ? 0 : 1) };
}

/**
 * A notice that reached this tab ('notification:new', or a room's batch): into the bell's list.
 * A list still on its way may have been read before the notice was stored, so the notice is
 * added once that read is done (not read again: the notice is all a second read could add, and
 * a second read is what a page load must not make). With no list and none on its way, the list
 * is read.
 */
export function receiveNotification(client: QueryClient, n: Notification): void {
  if (client.getQueryData<NotificationList>(queryKeys.notifications) !== undefined) {
    client.setQueryData<NotificationList>(queryKeys.notifications, (list) => addNotification(list, n));
    return;
  }
  if (client.getQueryState(queryKeys.notifications)?.fetchStatus !== 'fetching') {
    void client.invalidateQueries({ queryKey: queryKeys.notifications });
    return;
  }
  const unsubscribe = client.getQueryCache().subscribe(() => {
    if (client.getQueryState(queryKeys.notifications)?.fetchStatus === 'fetching') return;
    unsubscribe();
    receiveNotification(client, n);
  });
}

/**
 * This player's own results notice out of the room's batch: the fields every member's notice
 * shares, with the id stored for this player. None when the batch holds none for them (they
 * joined after the move was stored).
 */
export function resultsNoticeFor(
  event: ServerEventPayload<'notices:results'>,
  userId: string | undefined,
): Notification | null {
  const id = userId === undefined ? undefined : event.ids[userId];
  if (id === undefined) return null;
  return {
    id,
    kind: event.kind,
    roomId: event.roomId,
    sessionId: event.sessionId,
    payload: event.payload,
    createdAt: event.createdAt,
    readAt: null,
  };
}

/**
 * Any message on the tab's socket: a room's batch that told every member of their results notice
 * gives this tab's player theirs. Read off the socket whatever the tab shows: a tab leaving the
 * room still gets the batch (its socket was in the room) and no 'notification:new' for it.
 */
export function receiveResultsNotices(client: QueryClient, name: string, payload: unknown): void {
  for (const event of liveEventsOf(name, payload)) {
    if (event.name !== 'notices:results') continue;
    const notices = event.payload as ServerEventPayload<'notices:results'>;
    const notice = resultsNoticeFor(notices, client.getQueryData<User | null>(queryKeys.user)?.id);
    if (notice) receiveNotification(client, notice);
  }
}
