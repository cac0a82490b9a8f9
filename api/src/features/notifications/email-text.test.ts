import { NOTIFICATION_KINDS } from '@clipclub/protocol';
import { describe, expect, it } from 'vitest';
import { reminderEmail } from './email-text.ts';

const HOSTILE = 'Film\r\nBcc: x@evil.test\n\nclub\u202e\u0000';
const opts = { timeZone: null, link: 'http://localhost:3000/room/r', unsubscribeUrl: 'http://localhost:3000/u' };
const payload = {
  roomName: HOSTILE,
  theme: HOSTILE,
  byName: HOSTILE,
  sessionNumber: 2,
  phase: 'submissions' as const,
  deadline: '2026-11-27T02:00:00.000Z',
};

describe('reminder email text with hostile names', () => {
  it.each(NOTIFICATION_KINDS)('%s: no line break or control character in the subject or a one-line slot', (kind) => {
    const mail = reminderEmail(kind, payload, opts);
    expect(mail.subject).not.toMatch(/[\r\n\u0000\u202e]/);
    // The body is the template's lines only: the sentence, the link, the signature.
    const lines = mail.text.split('\n');
    expect(lines).toHaveLength(7);
    expect(lines[0]).toContain('Film Bcc: x@evil.test  club');
    expect(mail.text).not.toMatch(/[\r\u0000\u202e]/);
  });
});

describe('reminder email: the time actually left', () => {
  it('says 3 hours, not 24, for a day-before reminder made three hours before the deadline', () => {
    const at = { ...opts, createdAt: '2026-11-26T23:00:00.000Z' };
    const p = {
      roomName: 'Film club',
      sessionNumber: 1,
      phase: 'submissions' as const,
      deadline: '2026-11-27T02:00:00.000Z',
    };
    expect(reminderEmail('deadline_24h', p, at).subject).toBe('3 hours left to submit a video in Film club');
    const late = { ...opts, createdAt: '2026-11-27T01:01:00.000Z' };
    expect(reminderEmail('deadline_1h', p, late).subject).toBe('59 minutes left to submit a video in Film club');
  });
});
