import type { FastifyInstance } from 'fastify';
import ical, { escape as icalEscape } from 'ical-generator';
import { NotFoundError } from '../../lib/errors.ts';
import { isForeignKeyViolation } from '../../lib/pg-errors.ts';
import { route } from '../../lib/routes.ts';
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
export async function calendarRoutes(app: FastifyInstance) {
  const link = (roomId: string, token: string) => ({
    url: `${app.config.publicUrl}/api/rooms/${roomId}/calendar.ics?token=${token}`,
  });

  // The feed row hangs on the membership (a foreign key): a member who left between the check
  // and the write is answered as the non-member they now are.
  const forMember = async (roomId: string, userId: string, token: typeof q.feedToken) => {
    await requireMember(app.db, roomId, userId);
    try {
      return link(roomId, await token(app.db, roomId, userId));
    } catch (error) {
      if (isForeignKeyViolation(error, 'calendar_feeds_membership_fkey')) throw new NotFoundError(ROOM_NOT_FOUND);
      throw error;
    }
  };

  route(app, 'getCalendarLink', ({ user, params: { id } }) => forMember(id, user.id, q.feedToken));
  // 'Reset calendar link': for a link that leaked; the old one stops at once (decisions.md §13).
  route(app, 'resetCalendarLink', ({ user, params: { id } }) => forMember(id, user.id, q.resetFeedToken));

  // A malformed id or token answers the same 404 before this runs (protocol's route table).
  route(app, 'calendarFeed', async ({ params, query, reply }) => {
    const room = await q.findFeed(app.db, params.id, query.token);
    if (!room) throw new NotFoundError(ROOM_NOT_FOUND);
    // The library escapes event properties but writes the calendar's NAME and X-WR-CALNAME as
    // given: escaped here with its own escape, a line break in a room name (stored before names
    // became one line) can never start a property or an event of its own.
    const calendar = ical({
      name: icalEscape(`Clip Club: ${room.name}`, false),
      prodId: { company: 'Clip Club', product: 'deadlines' },
    });
    for (const s of await q.listDeadlines(app.db, room.id)) {
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
          url: `${app.config.publicUrl}/room/${room.id}`,
        });
      }
    }
    return reply
      .type('text/calendar; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .send(calendar.toString());
  });
}
