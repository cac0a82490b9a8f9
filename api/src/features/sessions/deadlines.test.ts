import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import {
  DEADLINE_ZONE,
  DEFAULT_SCHEDULE,
  dueTransition,
  firstSessionDeadlines,
  nextSessionDeadlines,
  nextSubmissionDeadline,
  type SchedulableSession,
  votingDeadlineAfter,
} from './deadlines.ts';

const at = (iso: string) => new Date(iso);
const iso = (d: { submissionsDeadline: Date; votingDeadline: Date }) => ({
  submissionsDeadline: d.submissionsDeadline.toISOString(),
  votingDeadline: d.votingDeadline.toISOString(),
});

// Reference dates: Thursday 2027-07-01 is summer time (UTC-7); Thursday 2027-01-07 is winter (UTC-8).
// US DST starts Sunday 2027-03-14 and ends Sunday 2027-11-07.

// A start date still ahead is due on that date at 18:00 Pacific.
const onStartDate = (date: string) => firstSessionDeadlines(date, at('2000-01-01T00:00:00.000Z')).submissionsDeadline;

describe('the first deadline on a start date', () => {
  it.each([
    ['2027-01-07', '2027-01-08T02:00:00.000Z'], // PST
    ['2027-07-01', '2027-07-02T01:00:00.000Z'], // PDT
    ['2027-03-14', '2027-03-15T01:00:00.000Z'], // the spring-forward day is already PDT at 18:00
    ['2027-11-07', '2027-11-08T02:00:00.000Z'], // the fall-back day is already PST at 18:00
    ['2028-02-29', '2028-03-01T02:00:00.000Z'], // leap day
  ])('%s → %s', (date, expected) => {
    expect(onStartDate(date).toISOString()).toBe(expected);
  });

  it.each(['2027-02-30', '2027-13-01', '2027-3-11', '2027-03-11T10:00', 'Thursday', ''])('refuses %j', (date) => {
    expect(() => onStartDate(date)).toThrow(RangeError);
  });
});

describe('nextSubmissionDeadline (Thursday 18:00 Pacific by default)', () => {
  it.each([
    ['Thursday 17:59 PT: the same evening', '2027-07-02T00:59:00.000Z', '2027-07-02T01:00:00.000Z'],
    ['Thursday 18:00 PT exactly: a week later', '2027-07-02T01:00:00.000Z', '2027-07-09T01:00:00.000Z'],
    ['Thursday 18:00:00.001 PT: a week later', '2027-07-02T01:00:00.001Z', '2027-07-09T01:00:00.000Z'],
    ['Thursday 18:01 PT: a week later', '2027-07-02T01:01:00.000Z', '2027-07-09T01:00:00.000Z'],
    ['Thursday 00:00 PT', '2027-07-01T07:00:00.000Z', '2027-07-02T01:00:00.000Z'],
    ['Friday in UTC but still Thursday 17:30 PT', '2027-07-02T00:30:00.000Z', '2027-07-02T01:00:00.000Z'],
    ['Friday 09:00 PT', '2027-07-02T16:00:00.000Z', '2027-07-09T01:00:00.000Z'],
    ['Sunday 12:00 PT', '2027-07-04T19:00:00.000Z', '2027-07-09T01:00:00.000Z'],
    ['Tuesday 18:00 PT (voting just closed)', '2027-07-07T01:00:00.000Z', '2027-07-09T01:00:00.000Z'],
    ['Wednesday 10:00 PT', '2027-07-07T17:00:00.000Z', '2027-07-09T01:00:00.000Z'],
    ['Wednesday 23:59 PT', '2027-07-08T06:59:00.000Z', '2027-07-09T01:00:00.000Z'],
    ['Saturday PDT before the fall-back, due in PST', '2027-11-06T19:00:00.000Z', '2027-11-12T02:00:00.000Z'],
    ['Saturday PST before the spring-forward, due in PDT', '2027-03-13T20:00:00.000Z', '2027-03-19T01:00:00.000Z'],
    ['Wednesday 31 December', '2027-12-29T20:00:00.000Z', '2027-12-31T02:00:00.000Z'],
  ])('%s', (_label, now, expected) => {
    expect(nextSubmissionDeadline(at(now)).toISOString()).toBe(expected);
  });

  it('always lands on Thursday 18:00 PT, strictly after now and at most a week later', () => {
    const week = 7 * 24 * 3600_000;
    // every 7 h 13 min through 2027, so every weekday and hour is hit, both DST changes included
    for (let t = Date.UTC(2027, 0, 1); t < Date.UTC(2028, 0, 1); t += 7 * 3600_000 + 13 * 60_000) {
      const due = nextSubmissionDeadline(new Date(t));
      const local = DateTime.fromJSDate(due, { zone: DEADLINE_ZONE });
      expect([local.weekday, local.hour, local.minute, local.second]).toEqual([4, 18, 0, 0]);
      expect(due.getTime()).toBeGreaterThan(t);
      expect(due.getTime() - t).toBeLessThanOrEqual(week);
    }
  });
});

describe('votingDeadlineAfter (Tuesday 18:00 Pacific by default)', () => {
  it.each([
    ['winter', '2027-01-08T02:00:00.000Z', '2027-01-13T02:00:00.000Z'],
    ['summer', '2027-07-02T01:00:00.000Z', '2027-07-07T01:00:00.000Z'],
    ['across the spring-forward: 4 days 23 h later', '2027-03-12T02:00:00.000Z', '2027-03-17T01:00:00.000Z'],
    ['across the fall-back: 5 days 1 h later', '2027-11-05T01:00:00.000Z', '2027-11-10T02:00:00.000Z'],
    ['across the new year', '2027-12-31T02:00:00.000Z', '2028-01-05T02:00:00.000Z'],
    ['from a Tuesday 18:00: the next week', '2027-07-07T01:00:00.000Z', '2027-07-14T01:00:00.000Z'],
    ['from a Monday: the next day', '2027-07-06T01:00:00.000Z', '2027-07-07T01:00:00.000Z'],
  ])('%s', (_label, submissionsDeadline, expected) => {
    expect(votingDeadlineAfter(at(submissionsDeadline)).toISOString()).toBe(expected);
  });
});

describe('firstSessionDeadlines', () => {
  it('is due on the start date, voting the Tuesday after, across the March DST change', () => {
    // Thursday 11 March 2027 is PST; Tuesday 16 March is PDT (DST starts Sunday the 14th).
    expect(iso(firstSessionDeadlines('2027-03-11', at('2027-03-01T12:00:00.000Z')))).toEqual({
      submissionsDeadline: '2027-03-12T02:00:00.000Z',
      votingDeadline: '2027-03-17T01:00:00.000Z',
    });
  });

  it('is due on the start date across the November DST change', () => {
    // Thursday 4 November 2027 is PDT; Tuesday 9 November is PST (DST ends Sunday the 7th).
    expect(iso(firstSessionDeadlines('2027-11-04', at('2027-01-01T00:00:00.000Z')))).toEqual({
      submissionsDeadline: '2027-11-05T01:00:00.000Z',
      votingDeadline: '2027-11-10T02:00:00.000Z',
    });
  });

  it('uses the start date when the room is created that Thursday before 18:00 PT', () => {
    expect(iso(firstSessionDeadlines('2027-07-01', at('2027-07-02T00:59:00.000Z')))).toEqual({
      submissionsDeadline: '2027-07-02T01:00:00.000Z',
      votingDeadline: '2027-07-07T01:00:00.000Z',
    });
  });

  it.each([
    ['at 18:00 PT exactly', '2027-07-02T01:00:00.000Z'],
    ['at 18:01 PT', '2027-07-02T01:01:00.000Z'],
  ])('moves to the next Thursday when created on the start date %s', (_label, now) => {
    expect(iso(firstSessionDeadlines('2027-07-01', at(now)))).toEqual({
      submissionsDeadline: '2027-07-09T01:00:00.000Z',
      votingDeadline: '2027-07-14T01:00:00.000Z',
    });
  });

  it('moves a start date weeks in the past to the next Thursday after now', () => {
    // now: Wednesday 3 March 2027, 04:00 PST
    expect(iso(firstSessionDeadlines('2027-01-07', at('2027-03-03T12:00:00.000Z')))).toEqual({
      submissionsDeadline: '2027-03-05T02:00:00.000Z',
      votingDeadline: '2027-03-10T02:00:00.000Z',
    });
  });

  it('moves a past start date across the DST change using the new offset', () => {
    // now: Thursday 11 March 2027, 19:00 PST, an hour after the start date's deadline
    expect(iso(firstSessionDeadlines('2027-03-11', at('2027-03-12T03:00:00.000Z')))).toEqual({
      submissionsDeadline: '2027-03-19T01:00:00.000Z',
      votingDeadline: '2027-03-24T01:00:00.000Z',
    });
  });
});

describe('nextSessionDeadlines', () => {
  it('opens at the Tuesday 18:00 PT voting close: due that Thursday, voting the Tuesday after', () => {
    expect(iso(nextSessionDeadlines(at('2027-07-07T01:00:00.000Z')))).toEqual({
      submissionsDeadline: '2027-07-09T01:00:00.000Z',
      votingDeadline: '2027-07-14T01:00:00.000Z',
    });
  });

  it('opened on a Wednesday, e.g. by an admin ending voting early', () => {
    expect(iso(nextSessionDeadlines(at('2027-07-07T17:00:00.000Z')))).toEqual({
      submissionsDeadline: '2027-07-09T01:00:00.000Z',
      votingDeadline: '2027-07-14T01:00:00.000Z',
    });
  });

  it('opened on Thursday after 18:00 PT: a full week to submit', () => {
    expect(iso(nextSessionDeadlines(at('2027-07-02T01:00:00.000Z')))).toEqual({
      submissionsDeadline: '2027-07-09T01:00:00.000Z',
      votingDeadline: '2027-07-14T01:00:00.000Z',
    });
  });

  it('spans the March DST change', () => {
    // now: Tuesday 9 March 2027, 18:00 PST
    expect(iso(nextSessionDeadlines(at('2027-03-10T02:00:00.000Z')))).toEqual({
      submissionsDeadline: '2027-03-12T02:00:00.000Z',
      votingDeadline: '2027-03-17T01:00:00.000Z',
    });
  });

  it('spans the November DST change', () => {
    // now: Tuesday 2 November 2027, 18:00 PDT
    expect(iso(nextSessionDeadlines(at('2027-11-03T01:00:00.000Z')))).toEqual({
      submissionsDeadline: '2027-11-05T01:00:00.000Z',
      votingDeadline: '2027-11-10T02:00:00.000Z',
    });
  });
});

describe('dueTransition', () => {
  const now = at('2027-07-02T01:00:00.000Z');
  const before = at('2027-07-02T00:59:59.999Z');
  const after = at('2027-07-02T01:00:00.001Z');
  const session = (s: Partial<SchedulableSession>): SchedulableSession => ({
    status: 'submissions',
    submissionsDeadline: null,
    votingDeadline: null,
    ...s,
  });

  it.each([
    ['submissions, deadline passed', session({ submissionsDeadline: before }), 'endSubmissions'],
    ['submissions, deadline is now', session({ submissionsDeadline: now }), 'endSubmissions'],
    ['submissions, deadline ahead', session({ submissionsDeadline: after }), null],
    ['submissions, no deadline (manual room)', session({}), null],
    [
      'submissions, both deadlines passed (catching up): one step first',
      session({ submissionsDeadline: before, votingDeadline: before }),
      'endSubmissions',
    ],
    ['voting, deadline passed', session({ status: 'voting', votingDeadline: before }), 'endVoting'],
    ['voting, deadline is now', session({ status: 'voting', votingDeadline: now }), 'endVoting'],
    [
      'voting, deadline ahead (submissions one passed)',
      session({ status: 'voting', submissionsDeadline: before, votingDeadline: after }),
      null,
    ],
    ['voting, no deadline', session({ status: 'voting', submissionsDeadline: before }), null],
    [
      'upcoming: waits for the previous session, whatever its dates',
      session({ status: 'upcoming', submissionsDeadline: before, votingDeadline: before }),
      null,
    ],
    ['results: finished', session({ status: 'results', submissionsDeadline: before, votingDeadline: before }), null],
  ])('%s', (_label, s, expected) => {
    expect(dueTransition(s, now)).toBe(expected);
  });
});

describe('a room’s own schedule', () => {
  const london = {
    submissionDay: 'friday',
    submissionTime: '20:30',
    votingDay: 'monday',
    votingTime: '09:00',
    timeZone: 'Europe/London',
  } as const;

  it('opens on the next submission weekday and time in the room’s zone, voting closing the voting day after', () => {
    // Wednesday 25 Mar 2026, 12:00 UTC: London changes to BST on Sunday 29 Mar.
    expect(nextSessionDeadlines(new Date('2026-03-25T12:00:00Z'), london)).toEqual({
      submissionsDeadline: new Date('2026-03-27T20:30:00Z'), // Friday 20:30 GMT
      votingDeadline: new Date('2026-03-30T08:00:00Z'), // Monday 09:00 BST
    });
  });

  it('a voting day equal to the submission day closes a week later unless its time is later that day', () => {
    const sameDay = { ...london, votingDay: 'friday', votingTime: '22:00' } as const;
    expect(nextSessionDeadlines(new Date('2026-03-25T12:00:00Z'), sameDay).votingDeadline).toEqual(
      new Date('2026-03-27T22:00:00Z'),
    );
    const earlier = { ...sameDay, votingTime: '08:00' } as const;
    expect(nextSessionDeadlines(new Date('2026-03-25T12:00:00Z'), earlier).votingDeadline).toEqual(
      new Date('2026-04-03T07:00:00Z'),
    );
  });

  it('the first session is due on the start date at the schedule’s time in its zone', () => {
    expect(firstSessionDeadlines('2026-03-26', new Date('2026-03-20T00:00:00Z'), london)).toEqual({
      submissionsDeadline: new Date('2026-03-26T20:30:00Z'),
      votingDeadline: new Date('2026-03-30T08:00:00Z'),
    });
  });

  it('is today’s Thursday/Tuesday 18:00 Pacific by default', () => {
    const now = new Date('2026-11-19T20:00:00Z');
    expect(nextSessionDeadlines(now, DEFAULT_SCHEDULE)).toEqual(nextSessionDeadlines(now));
    expect(nextSessionDeadlines(now).submissionsDeadline).toEqual(new Date('2026-11-20T02:00:00Z'));
  });
});
