import type { Notification, NotificationList } from '@clipclub/protocol/http/notifications';
import { ROOM_BATCH_EVENT } from '@clipclub/protocol/realtime/constants';
import type { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../../lib/queries/keys.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { ROOM_ID, session } from '../../realtime/lib/test-data.ts';
import { receiveResultsNotices } from './receive-notice.ts';

let client: QueryClient;
beforeEach(() => {
  client = createQueryClient();
});

describe('notices:results', () => {
  const older: Notification = {
    id: 'n-old',
    kind: 'nudged',
    roomId: null,
    sessionId: null,
    payload: { byName: 'Ada' },
    createdAt: '2026-11-26T18:00:00.000Z',
    readAt: null,
  };
  const notices = {
    roomId: ROOM_ID,
    sessionId: session(1).id,
    kind: 'results_ready' as const,
    payload: { roomName: 'Friday Club', sessionNumber: 1, theme: 'Cats' },
    createdAt: '2026-11-26T19:00:00.000Z',
    ids: { 'u-Ann': 'n-ann', 'u-Bob': 'n-bob' },
  };
  const move = {
    roomId: ROOM_ID,
    events: [
      { name: 'leaderboard:changed', payload: { roomId: ROOM_ID } },
      { name: 'notices:results', payload: notices },
    ],
  };
  const bell = () => client.getQueryData<NotificationList>(queryKeys.notifications);

  it("puts this player's own results notice from the move's batch into the bell, once", () => {
    client.setQueryData(queryKeys.user, { id: 'u-Bob' });
    client.setQueryData<NotificationList>(queryKeys.notifications, {
      notifications: [older],
      unreadCount: 1,
      asOf: '2026-11-26T18:30:00.000Z',
    });

    receiveResultsNotices(client, ROOM_BATCH_EVENT, move);
    receiveResultsNotices(client, ROOM_BATCH_EVENT, move);

    expect(bell()?.notifications).toEqual([
      {
        id: 'n-bob',
        kind: 'results_ready',
        roomId: ROOM_ID,
        sessionId: session(1).id,
        payload: { roomName: 'Friday Club', sessionNumber: 1, theme: 'Cats' },
        createdAt: '2026-11-26T19:00:00.000Z',
        readAt: null,
      },
      older,
    ]);
    expect(bell()?.unreadCount).toBe(2);
  });

  it('adds nothing for a player the batch holds no notice for', () => {
    client.setQueryData(queryKeys.user, { id: 'u-Cy' });
    const list = { notifications: [older], unreadCount: 1, asOf: '2026-11-26T18:30:00.000Z' };
    client.setQueryData<NotificationList>(queryKeys.notifications, list);
    receiveResultsNotices(client, ROOM_BATCH_EVENT, move);
    expect(bell()).toBe(list);
  });

  it('reads the list again when it is not loaded yet, as a pushed notice does', () => {
    client.setQueryData(queryKeys.user, { id: 'u-Ann' });
    const read = vi.spyOn(client, 'invalidateQueries');
    receiveResultsNotices(client, ROOM_BATCH_EVENT, move);
    expect(read).toHaveBeenCalledWith({ queryKey: queryKeys.notifications });
  });
});
