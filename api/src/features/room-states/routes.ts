import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/routes.ts';
import { findTimeZone, listRoomStates } from './queries.ts';
import { toRoomState } from './room-state.ts';

/** GET /api/room-states: what each My Rooms card says about the viewer (README.md). */
export async function roomStateRoutes(app: FastifyInstance) {
  route(app, 'getRoomStates', async ({ user }) => {
    const [rows, timeZone] = await Promise.all([listRoomStates(app.db, user.id), findTimeZone(app.db, user.id)]);
    return { timeZone, rooms: rows.map(toRoomState) };
  });
}
