import { describe, expect, it } from 'vitest';
import { dueReminders, reminderTimes } from './reminder-rules.ts';

const at = (iso: string) => new Date(iso);
const LA = 'America/Los_Angeles';
const submitting = (deadline: string, submitted = false, timeZone = LA) => ({
  status: 'submissions' as const,
  submissionsDeadline: at(deadline),
  votingDeadline: null,
  submitted,
  voted: false,
  timeZone,
});
const kinds = (state: Parameters<typeof dueReminders>[0], now: string) =>
  dueReminders(state, at(now)).map((r) => r.kind);

describe('reminder timing across daylight-saving changes', () => {
  it('announces a Sunday 18:00 Los Angeles deadline at 18:00 the Saturday before when clocks fall back', () => {
    // Sunday 1 Nov 2026: PDT ends at 02:00. 18:00 PST that evening is 02:00Z on the 2nd.
    const deadline = at('2026-11-02T02:00:00.000Z');
    const { dayBefore, hourBefore } = reminderTimes(deadline, LA);
    expect(dayBefore.toISOString()).toBe('2026-11-01T01:00:00.000Z'); // Saturday 18:00 PDT, 25 h before
    expect(hourBefore.toISOString()).toBe('2026-11-02T01:00:00.000Z'); // Sunday 17:00 PST
  });

  it('announces a Sunday 18:00 deadline at 18:00 the Saturday before when clocks spring forward', () => {
    // Sunday 8 Mar 2026: PDT starts; 18:00 PDT is 01:00Z on the 9th, Saturday 18:00 PST is 02:00Z.
    expect(reminderTimes(at('2026-03-09T01:00:00.000Z'), LA).dayBefore.toISOString()).toBe('2026-03-08T02:00:00.000Z');
  });

  it('sends the 24 h reminder from that moment on, not one minute earlier', () => {
    const state = submitting('2026-11-02T02:00:00.000Z');
    expect(kinds(state, '2026-11-01T00:59:00.000Z')).toEqual(['session_opened']);
    expect(kinds(state, '2026-11-01T01:00:00.000Z')).toEqual(['session_opened', 'deadline_24h']);
    expect(kinds(state, '2026-11-02T01:00:00.000Z')).toEqual(['session_opened', 'deadline_1h']);
    expect(kinds(state, '2026-11-02T02:00:00.000Z')).toEqual(['session_opened']);
  });
});

describe('the day before is counted in the room’s zone', () => {
  it('a Berlin room’s Sunday 18:00 deadline is announced Saturday 18:00 Berlin time when its clocks fall back', () => {
    // Sunday 25 Oct 2026: CEST ends in Berlin (Los Angeles moves a week later). 18:00 CET is 17:00Z.
    const deadline = at('2026-10-25T17:00:00.000Z');
    expect(reminderTimes(deadline, 'Europe/Berlin').dayBefore.toISOString()).toBe('2026-10-24T16:00:00.000Z'); // 25 h
    // Counted in Los Angeles (no change that night) it would be 24 h: an hour late for Berlin.
    expect(reminderTimes(deadline, LA).dayBefore.toISOString()).toBe('2026-10-24T17:00:00.000Z');
    const berlin = submitting('2026-10-25T17:00:00.000Z', false, 'Europe/Berlin');
    expect(kinds(berlin, '2026-10-24T15:59:00.000Z')).toEqual(['session_opened']);
    expect(kinds(berlin, '2026-10-24T16:00:00.000Z')).toEqual(['session_opened', 'deadline_24h']);
    // The same instants for a Los Angeles room with the same deadline: not due until 17:00Z.
    expect(kinds(submitting('2026-10-25T17:00:00.000Z'), '2026-10-24T16:00:00.000Z')).toEqual(['session_opened']);
  });

  it('a Berlin room’s deadline on the night its clocks spring forward is 23 real hours after the reminder', () => {
    // Sunday 29 Mar 2026 18:00 CEST is 16:00Z; Saturday 18:00 CET is 17:00Z.
    expect(reminderTimes(at('2026-03-29T16:00:00.000Z'), 'Europe/Berlin').dayBefore.toISOString()).toBe(
      '2026-03-28T17:00:00.000Z',
    );
  });

  it('a zone without daylight saving is exactly 24 hours, and an unknown zone counts in the league’s', () => {
    const deadline = at('2026-11-02T02:00:00.000Z');
    expect(reminderTimes(deadline, 'Asia/Tokyo').dayBefore.toISOString()).toBe('2026-11-01T02:00:00.000Z');
    expect(reminderTimes(deadline, 'Not/AZone').dayBefore.toISOString()).toBe('2026-11-01T01:00:00.000Z');
  });
});

describe('dueReminders', () => {
  it('reminds only members who have not yet submitted or voted', () => {
    expect(kinds(submitting('2026-11-27T02:00:00.000Z', true), '2026-11-27T01:30:00.000Z')).toEqual(['session_opened']);
    const voting = {
      status: 'voting' as const,
      submissionsDeadline: at('2026-11-27T02:00:00.000Z'),
      votingDeadline: at('2026-12-02T02:00:00.000Z'),
      submitted: false,
      voted: false,
      timeZone: LA,
    };
    expect(dueReminders(voting, at('2026-12-01T03:00:00.000Z'))).toEqual([
      { kind: 'deadline_24h', deadline: at('2026-12-02T02:00:00.000Z'), phase: 'voting' },
    ]);
    expect(kinds({ ...voting, voted: true }, '2026-12-01T03:00:00.000Z')).toEqual([]);
  });

  it('owes nothing per member in results (claimed per session), upcoming, or manual rooms without deadlines', () => {
    const base = { submissionsDeadline: null, votingDeadline: null, submitted: false, voted: false, timeZone: LA };
    expect(kinds({ ...base, status: 'results' }, '2026-11-27T00:00:00.000Z')).toEqual([]);
    expect(kinds({ ...base, status: 'upcoming' }, '2026-11-27T00:00:00.000Z')).toEqual([]);
    expect(kinds({ ...base, status: 'voting' }, '2026-11-27T00:00:00.000Z')).toEqual([]);
  });
});
