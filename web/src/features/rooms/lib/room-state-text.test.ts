import type { RoomState } from '@clipclub/protocol/http/room-states';
import { describe, expect, it } from 'vitest';
import { formatDeadlineShort, roomStateLines } from './room-state-text.ts';

const NOW = new Date('2026-11-28T12:00:00Z'); // a Saturday
// Tuesday 1 Dec 18:00 in Los Angeles = 2026-12-02T02:00Z.
const TUESDAY_6PM_LA = '2026-12-02T02:00:00.000Z';

function state(over: Partial<NonNullable<RoomState['session']>>): RoomState {
  return {
    roomId: 'r1',
    session: {
      id: 's1',
      sessionNumber: 1,
      theme: 'Heists',
      status: 'submissions',
      votingMode: 'classic',
      submissionsDeadline: null,
      votingDeadline: null,
      submitted: false,
      voted: false,
      missingCount: 2,
      nudge: null,
      ...over,
    },
  };
}

describe('formatDeadlineShort', () => {
  it("says the weekday and hour in the viewer's zone", () => {
    expect(formatDeadlineShort(TUESDAY_6PM_LA, NOW, 'America/Los_Angeles')).toBe('Tue 6 PM');
    expect(formatDeadlineShort(TUESDAY_6PM_LA, NOW, 'Europe/Berlin')).toBe('Wed 3 AM');
    expect(formatDeadlineShort('2026-12-02T02:30:00.000Z', NOW, 'America/New_York')).toBe('Tue 9:30 PM');
  });

  it('adds the date beyond a week, and survives a bad zone', () => {
    expect(formatDeadlineShort('2026-12-10T02:00:00.000Z', NOW, 'America/Los_Angeles')).toBe('Wed, Dec 9, 6 PM');
    expect(formatDeadlineShort(TUESDAY_6PM_LA, NOW, 'Not/AZone')).toMatch(/^\w{3} \d{1,2}(:\d\d)? [AP]M$/);
  });
});

describe('roomStateLines', () => {
  const la = 'America/Los_Angeles';
  it('tells me what is waiting on me, and when it closes', () => {
    expect(roomStateLines(state({}), NOW, la)).toEqual({
      status: "Submissions open — you haven't submitted",
      attention: true,
    });
    expect(roomStateLines(state({ status: 'voting', votingDeadline: TUESDAY_6PM_LA }), NOW, la)).toEqual({
      status: "Voting open — you haven't voted",
      deadline: 'Voting closes Tue 6 PM',
      attention: true,
    });
    expect(roomStateLines(state({ status: 'voting', voted: true }), NOW, la)?.status).toBe('You voted — waiting on 2');
    expect(roomStateLines(state({ status: 'results' }), NOW, la)?.status).toBe('Results are in');
    expect(roomStateLines({ roomId: 'r1', session: null }, NOW, la)?.status).toBe('No sessions yet');
  });

  it('carries the nudge mark while it applies', () => {
    const nudged = state({ nudge: { phase: 'submissions', byName: 'Alice', at: NOW.toISOString() } });
    expect(roomStateLines(nudged, NOW, la)?.nudge).toBe('Nudged by Alice');
  });
});
