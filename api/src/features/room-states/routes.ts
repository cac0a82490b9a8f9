import { RoomStatesSchema } from '@clipclub/protocol';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/plugin.ts';
import { findTimeZone, listRoomStates } from './queries.ts';
import { toRoomState } from './room-state.ts';

/** GET /api/room-states: what each My Rooms card says about the viewer (README.md). */
export async function roomStateRoutes(app: FastifyInstance) {
  app.get('/room-states', async (request) => {
    const user = requireUser(request);
    const [rows, timeZone] = await Promise.all([listRoomStates(app.db, user.id), findTimeZone(app.db, user.id)]);
    return RoomStatesSchema.parse({ timeZone, rooms: rows.map(toRoomState) });
  });
}
