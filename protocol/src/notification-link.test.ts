import { describe, expect, it } from 'vitest';
import type { Notification } from './http/notifications.ts';
import { notificationPath } from './notification-link.ts';

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

describe('notificationPath', () => {
  it('leads to the screen that acts on the notification', () => {
    expect(notificationPath(n({}))).toBe('/submit/s1');
    expect(notificationPath(n({ kind: 'deadline_24h', payload: { phase: 'submissions' } }))).toBe('/submit/s1');
    expect(notificationPath(n({ kind: 'deadline_1h', payload: { phase: 'voting' } }))).toBe('/vote/s1');
    expect(notificationPath(n({ kind: 'nudged', payload: { phase: 'voting', byName: 'Ann' } }))).toBe('/vote/s1');
    expect(notificationPath(n({ kind: 'results_ready' }))).toBe('/results/s1');
    expect(notificationPath(n({ kind: 'video_comment', payload: { byName: 'Dee' } }))).toBe('/results/s1');
  });

  it('leads to the room when the notification names no phase of a session', () => {
    expect(notificationPath(n({ kind: 'made_admin', sessionId: null, payload: {} }))).toBe('/room/r1');
    // A session without a phase is not a ballot or a submission to open.
    expect(notificationPath(n({ kind: 'nudged', payload: { byName: 'Ann' } }))).toBe('/room/r1');
  });

  it('is null when it names neither a session nor a room', () => {
    expect(notificationPath(n({ kind: 'made_admin', roomId: null, sessionId: null, payload: {} }))).toBeNull();
  });
});
