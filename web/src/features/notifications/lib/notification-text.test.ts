import type { Notification } from '@clipclub/protocol/http/notifications';
import { describe, expect, it } from 'vitest';
import { notificationText } from './notification-text.ts';
import { addNotification } from './receive-notice.ts';

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
    const over = n({
      kind: 'season_finished',
      sessionId: null,
      payload: { roomName: 'Film club', seasonId: 'se2', seasonName: 'Season 2' },
    });
    expect(notificationText(over)).toBe('Season 2 is over — see the podium (Film club)');
  });
});

describe('reminder texts state the time actually left', () => {
  const reminder = (kind: 'deadline_24h' | 'deadline_1h', deadline: string, createdAt: string) =>
    n({ kind, createdAt, payload: { ...n({}).payload, phase: 'submissions', deadline } });

  it('a day-before reminder made 61 minutes before the deadline says 1 hour, not 24 hours', () => {
    const text = notificationText(reminder('deadline_24h', '2026-11-20T02:00:00.000Z', '2026-11-20T00:59:00.000Z'));
    expect(text).toBe('Submissions for Session 3 (Road movies) in Film club close in 1 hour');
  });

  it('counts across a daylight-saving night (25 real hours) and under an hour in minutes, rounded down', () => {
    // Saturday 18:00 PDT to Sunday 18:00 PST in Los Angeles, 1 Nov 2026.
    expect(notificationText(reminder('deadline_24h', '2026-11-02T02:00:00.000Z', '2026-11-01T01:00:00.000Z'))).toMatch(
      /close in 25 hours$/,
    );
    expect(notificationText(reminder('deadline_1h', '2026-11-20T02:00:00.000Z', '2026-11-20T01:00:30.000Z'))).toMatch(
      /close in 59 minutes$/,
    );
    expect(notificationText(reminder('deadline_1h', '2026-11-20T02:00:00.000Z', '2026-11-20T01:59:59.000Z'))).toMatch(
      /close in 1 minute$/,
    );
  });
});

describe('addNotification', () => {
  it('puts a pushed notification first and counts it unread, once', () => {
    const list = { notifications: [n({})], unreadCount: 1, asOf: '2026-11-19T20:00:00.000Z' };
    const added = addNotification(list, n({ id: 'n2', kind: 'nudged' }));
    expect(added?.notifications.map((x) => x.id)).toEqual(['n2', 'n1']);
    expect(added?.unreadCount).toBe(2);
    expect(addNotification(added, n({ id: 'n2' }))).toBe(added);
  });
});
