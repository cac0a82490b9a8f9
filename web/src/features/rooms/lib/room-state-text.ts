import type { RoomState } from '@clipclub/protocol/http/room-states';
import { knownTimeZone } from '../../../stores/time-zone-store.ts';

// The line each My Rooms card shows about me, as plain functions.

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * "Tue 6 PM" within the coming week, "Tue, Dec 8, 6 PM" further out, in `timeZone` (the
 * player's stored zone), else the browser's. Minutes only when they are not :00.
 */
export function formatDeadlineShort(iso: string, now: Date, timeZone?: string | null): string {
  const date = new Date(iso);
  const zone = knownTimeZone(timeZone);
  const far = date.getTime() - now.getTime() > WEEK_MS - 60 * 60 * 1000;
  const parts = new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    ...(zone ? { timeZone: zone } : {}),
  }).formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const minutes = get('minute');
  const time = `${get('hour')}${minutes === '00' ? '' : `:${minutes}`} ${get('dayPeriod')}`;
  return far ? `${get('weekday')}, ${get('month')} ${get('day')}, ${time}` : `${get('weekday')} ${time}`;
}

export type RoomStateLines = { status: string; deadline?: string; nudge?: string; attention: boolean };

export function roomStateLines(
  state: RoomState | undefined,
  now: Date,
  timeZone?: string | null,
): RoomStateLines | null {
  const s = state?.session;
  if (!state) return null;
  if (!s) return { status: 'No sessions yet', attention: false };
  const due = (iso: string | null, what: string) => {
    if (!iso) return undefined;
    return new Date(iso).getTime() <= now.getTime()
      ? `${what} closing now`
      : `${what} ${what === 'Voting' ? 'closes' : 'close'} ${formatDeadlineShort(iso, now, timeZone)}`;
  };
  const nudge = s.nudge ? `Nudged by ${s.nudge.byName}` : undefined;
  switch (s.status) {
    case 'upcoming':
      return { status: 'Next session coming up', attention: false };
    case 'results':
      return { status: 'Results are in', attention: false };
    case 'submissions': {
      const deadline = due(s.submissionsDeadline, 'Submissions');
      return {
        status: s.submitted ? "Submissions open — you've submitted" : "Submissions open — you haven't submitted",
        attention: !s.submitted,
        ...(deadline ? { deadline } : {}),
        ...(nudge ? { nudge } : {}),
      };
    }
    case 'voting': {
      const deadline = due(s.votingDeadline, 'Voting');
      const waiting = s.missingCount > 0 ? `You voted — waiting on ${s.missingCount}` : "You voted — everyone's in";
      return {
        status: s.voted ? waiting : "Voting open — you haven't voted",
        attention: !s.voted,
        ...(deadline ? { deadline } : {}),
        ...(nudge ? { nudge } : {}),
      };
    }
  }
}
