import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/routes.ts';
import type { RoomStateService } from './service.ts';

/** GET /api/room-states: what each My Rooms card says about the viewer (README.md). */
export async function roomStateRoutes(app: FastifyInstance, { roomStates }: { roomStates: RoomStateService }) {
  route(app, 'getRoomStates', async ({ user }) => roomStates.forUser(user.id));
}
