import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/routes.ts';
import type { CalendarService } from './calendar.ts';

/** A member's calendar link, and the feed behind it (calendar.ts). */
export async function calendarRoutes(app: FastifyInstance, { calendar }: { calendar: CalendarService }) {
  route(app, 'getCalendarLink', async ({ user, params }) => calendar.link(user.id, params.id));
  // 'Reset calendar link': for a link that leaked; the old one stops at once (docs/rules.md §7).
  route(app, 'resetCalendarLink', async ({ user, params }) => calendar.resetLink(user.id, params.id));

  // A malformed id or token answers the same 404 before this runs (protocol's route table).
  route(app, 'calendarFeed', async ({ params, query, reply }) =>
    reply
      .type('text/calendar; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .send(await calendar.feed(params.id, query.token)),
  );
}
