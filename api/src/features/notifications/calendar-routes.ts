import { IdParamsSchema, UnsubscribeQuerySchema as TokenQuerySchema } from '@clipclub/protocol';
import type { FastifyInstance } from 'fastify';
import ical from 'ical-generator';
import { NotFoundError } from '../../lib/errors.ts';
import { idParam } from '../../lib/route-params.ts';
import { requireUser } from '../auth/plugin.ts';
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
  app.get('/rooms/:id/calendar', async (request) => {
    const user = requireUser(request);
    const id = idParam(request.params, ROOM_NOT_FOUND);
    await requireMember(app.db, id, user.id);
    const token = await q.feedToken(app.db, id, user.id);
    return { url: `${app.config.publicUrl}/api/rooms/${id}/calendar.ics?token=${token}` };
  });

  app.get('/rooms/:id/calendar.ics', async (request, reply) => {
    const params = IdParamsSchema.safeParse(request.params);
    const query = TokenQuerySchema.safeParse(request.query);
    const room =
      params.success && query.success ? await q.findFeed(app.db, params.data.id, query.data.token) : undefined;
    if (!room) throw new NotFoundError(ROOM_NOT_FOUND);
    const calendar = ical({ name: `Clip Club: ${room.name}`, prodId: { company: 'Clip Club', product: 'deadlines' } });
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
