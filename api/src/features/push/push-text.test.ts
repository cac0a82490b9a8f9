import type { Notification } from '@clipclub/protocol';
import { describe, expect, it } from 'vitest';
import { pushPayload } from './push-text.ts';

const n = (over: Partial<Notification>): Notification => ({
  id: 'n1',
  kind: 'results_ready',
  roomId: 'r1',
  sessionId: 's1',
  payload: { roomName: 'Film club', sessionNumber: 3, theme: 'Heists' },
  createdAt: '2026-11-19T20:00:00.000Z',
  readAt: null,
  ...over,
});

describe('what a push says', () => {
  it('announces results by room, session and theme only, and opens the results page', () => {
    expect(pushPayload(n({}), { timeZone: null })).toEqual({
      kind: 'results_ready',
      title: 'Results are in for Session 3 "Heists" in Film club',
      body: 'The results of Session 3 "Heists" in Film club are in.',
      url: '/results/s1',
    });
  });

  it('gives a deadline in the player’s own zone', () => {
    const reminder = n({
      kind: 'deadline_1h',
      payload: { roomName: 'Film club', sessionNumber: 3, phase: 'submissions', deadline: '2026-11-19T21:00:00.000Z' },
    });
    expect(pushPayload(reminder, { timeZone: 'Europe/Berlin' })).toMatchObject({
      title: '1 hour left to submit a video in Film club',
      body: 'Submissions close for Session 3 in Film club on Thursday 19 November, 22:00 (Europe/Berlin).',
      url: '/submit/s1',
    });
  });

  it('keeps each text on one line without control or bidi characters, and short', () => {
    const p = pushPayload(n({ payload: { roomName: `Film\u202E club\r\n${'x'.repeat(300)}`, theme: 'A\u0000B' } }), {
      timeZone: null,
    });
    for (const text of [p.title, p.body]) {
      expect(text).not.toMatch(/[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/);
      expect(text.length).toBeLessThanOrEqual(240);
    }
    expect(p.title.length).toBeLessThanOrEqual(120);
    expect(p.title.endsWith('…')).toBe(true);
  });
});
