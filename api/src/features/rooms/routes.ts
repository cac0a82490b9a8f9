import { routes, TOTAL_COUNT_HEADER } from '@clipclub/protocol';
import type { FastifyInstance } from 'fastify';
import { sendPageHeaders } from '../../lib/page-headers.ts';
import { route } from '../../lib/routes.ts';
import { idempotencyKey, markReplay } from '../idempotency/idempotency.ts';
import type { RoomService } from './service.ts';

export async function roomRoutes(app: FastifyInstance, { rooms }: { rooms: RoomService }) {
  // Paged: the body is one page, the Link header names the next, the total is a header.
  route(app, 'listRooms', async ({ user, query, reply }) => {
    const page = await rooms.list(user.id, query);
    sendPageHeaders(reply, routes.listRooms.path, page, query.limit);
    reply.header(TOTAL_COUNT_HEADER, String(page.total));
    return page.items;
  });

  route(app, 'createRoom', async ({ user, body, request, reply }) => {
    const { room, replayed } = await rooms.create(user.id, body, idempotencyKey(request));
    markReplay(reply, { id: room.id, replayed });
    return room;
  });

  route(app, 'getInvitePreview', async ({ params }) => rooms.invitePreview(params.code));
  route(app, 'joinRoom', async ({ user, body }) => rooms.join(user.id, body.inviteCode));
  route(app, 'getRoom', async ({ user, params }) => rooms.get(user.id, params.id));
  route(app, 'updateRoom', async ({ user, params, body }) => rooms.update(user.id, params.id, body));
  route(app, 'deleteRoom', async ({ user, params }) => rooms.remove(user.id, params.id));
  route(app, 'listMembers', async ({ user, params }) => rooms.members(user.id, params.id));
  route(app, 'updateRoomSettings', async ({ user, params, body }) => rooms.updateSettings(user.id, params.id, body));
  route(app, 'regenerateInviteCode', async ({ user, params }) => rooms.regenerateInviteCode(user.id, params.id));
  route(app, 'leaveRoom', async ({ user, params }) => rooms.leave(user.id, params.id));
  route(app, 'removeMember', async ({ user, params }) => rooms.removeMember(user.id, params.id, params.userId));
  route(app, 'setMemberRole', async ({ user, params, body }) =>
    rooms.setRole(user.id, params.id, params.userId, body.isAdmin),
  );
  route(app, 'getTokenStatus', async ({ user, params }) => rooms.tokenStatus(user.id, params.id));
  route(app, 'getBadgeConfig', async ({ user, params }) => rooms.badgeConfig(user.id, params.id));
  route(app, 'getLeaderboard', async ({ user, params }) => rooms.leaderboard(user.id, params.id));
}
