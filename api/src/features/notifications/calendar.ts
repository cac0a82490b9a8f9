import ical, { escape as icalEscape } from 'ical-generator';
import type { Database } from '../../db/connect.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { isForeignKeyViolation } from '../../lib/pg-errors.ts';
import { requireMember } from '../rooms/access.ts';
import * as q from './calendar-queries.ts';

const ROOM_NOT_FOUND = 'Room not found';
// A deadline is a moment; calendars show it as a short event ending at that moment.
const EVENT_MS = 15 * 60_000;

/**
 * Per-member calendar feeds. Calendar apps fetch without cookies, so the URL carries the
 * member's unguessable token; a wrong token, another room's, or a former member's answers 404,
 * as a room the caller cannot see does (docs/rules.md §2).
 */
export function createCalendarService({ db, publicUrl }: { db: Database; publicUrl: string }) {
  // The feed row hangs on the membership (a foreign key): a member who left between the check
  // and the write is answered as the non-member they now are.
  async function linkFor(userId: string, roomId: string, token: typeof q.feedToken): Promise<{ url: string }> {
    await requireMember(db, roomId, userId);
    try {
      return { url: `${publicUrl}/api/rooms/${roomId}/calendar.ics?token=${await token(db, roomId, userId)}` };
    } catch (error) {
      if (isForeignKeyViolation(error, 'calendar_feeds_membership_fkey')) throw new NotFoundError(ROOM_NOT_FOUND);
      throw error;
    }
  }

  return {
    /** The member's feed URL for the room (a non-member's 404 first). */
    link: (userId: string, roomId: string) => linkFor(userId, roomId, q.feedToken),

    /** A new feed URL for the member; the old one answers 404 from now on (docs/rules.md §7). */
    resetLink: (userId: string, roomId: string) => linkFor(userId, roomId, q.resetFeedToken),

    /** The room's deadlines as iCalendar text, for the holder of a member's token. */
    async feed(roomId: string, token: string): Promise<string> {
      const room = await q.findFeed(db, roomId, token);
      if (!room) throw new NotFoundError(ROOM_NOT_FOUND);
      // The library escapes event properties but writes the calendar's NAME and X-WR-CALNAME as
      // given: escaped here with its own escape, a line break in a room name (stored before names
      // became one line) can never start a property or an event of its own.
      const calendar = ical({
        name: icalEscape(`Clip Club: ${room.name}`, false),
        prodId: { company: 'Clip Club', product: 'deadlines' },
      });
      for (const s of await q.listDeadlines(db, room.id)) {
        const name = `Session ${s.session_number} (${s.theme})`;
        for (const [phase, due] of [
          ['Submissions close', s.submissions_deadline],
          ['Voting closes', s.voting_deadline],
        ] as const) {
          if (!due) continue;
          const end = new Date(due);
          calendar.createEvent({
            id: `${s.id}-${phase.startsWith('Sub') ? 'submissions' : 'voting'}@clipclub`,
            start: new Date(end.getTime() - EVENT_MS),
            end,
            summary: `${phase}: ${name}`,
            description: `${room.name}: ${phase.toLowerCase()} for ${name}.`,
            url: `${publicUrl}/room/${room.id}`,
          });
        }
      }
      return calendar.toString();
    },
  };
}
export type CalendarService = ReturnType<typeof createCalendarService>;
