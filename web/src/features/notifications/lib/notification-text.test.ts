import type { Notification } from '@clipclub/protocol/http/notifications';
import { describe, expect, it } from 'vitest';
import { addNotification } from '../hooks/use-notifications.ts';
import { notificationText } from './notification-text.ts';

const n = (over: Partial<Notification>): Notification => ({
  id: 'n1',
  kind: 'session_opened',
  roomId: 'r1',
  sessionId: 's1',
  payload: { roomName: 'Film club', sessionNumber: 3, theme: 'Road movies' },
  createdAt: '2026-11-19T20:00:00.000Z',
  readAt: null,
  ...over,
});

describe('notificationText', () => {
  it('names the session and the room', () => {
    expect(notificationText(n({}))).toBe('Session 3 (Road movies) is open for submissions in Film club');
    const voting = n({ kind: 'deadline_1h', payload: { ...n({}).payload, phase: 'voting' } });
    expect(notificationText(voting)).toBe('Voting for Session 3 (Road movies) in Film club closes in 1 hour');
    const made = n({ kind: 'made_admin', sessionId: null, payload: { roomName: 'Film club' } });
    expect(notificationText(made)).toBe('You are now an admin in Film club');
  });
});

describe('addNotification', () => {
  it('puts a pushed notification first and counts it unread, once', () => {
    const list = { notifications: [n({})], unreadCount: 1 };
    const added = addNotification(list, n({ id: 'n2', kind: 'nudged' }));
    expect(added?.notifications.map((x) => x.id)).toEqual(['n2', 'n1']);
    expect(added?.unreadCount).toBe(2);
    expect(addNotification(added, n({ id: 'n2' }))).toBe(added);
  });
});
