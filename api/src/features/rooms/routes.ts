import {
  BadgeConfigSchema,
  CreateRoomBodySchema,
  JoinRoomBodySchema,
  LeaderboardSchema,
  MemberListSchema,
  MemberParamsSchema,
  PAGE_SIZE,
  pageQuerySchema,
  RoomListSchema,
  RoomSchema,
  RoomSettingsBodySchema,
  SetMemberRoleBodySchema,
  TOTAL_COUNT_HEADER,
  TokenStatusSchema,
  UpdateRoomBodySchema,
} from '@clipclub/protocol';
import type { FastifyInstance } from 'fastify';
import { sendPageHeaders } from '../../lib/page-headers.ts';
import { idParam, parseParams } from '../../lib/route-params.ts';
import { parseInput } from '../../lib/validate.ts';
import { requireUser } from '../auth/plugin.ts';
import { idempotencyKey, markReplay } from '../idempotency/idempotency.ts';
import type { RoomService } from './service.ts';

const ROOM_NOT_FOUND = 'Room not found';
const roomId = (params: unknown) => idParam(params, ROOM_NOT_FOUND);
const memberParams = (params: unknown) => parseParams(MemberParamsSchema, params, ROOM_NOT_FOUND);

export async function roomRoutes(app: FastifyInstance, { rooms }: { rooms: RoomService }) {
  // Paged (issue 9): the body is one page, the Link header names the next, the total is a header.
  const RoomPageQuerySchema = pageQuerySchema(PAGE_SIZE.rooms);
  app.get('/rooms', async (request, reply) => {
    const user = requireUser(request);
    const query = parseInput(RoomPageQuerySchema, request.query);
    const page = await rooms.list(user.id, query);
    sendPageHeaders(reply, '/api/rooms', page, query.limit);
    return reply.header(TOTAL_COUNT_HEADER, String(page.total)).send(RoomListSchema.parse(page.items));
  });

  app.post('/rooms', async (request, reply) => {
    const user = requireUser(request);
    const body = parseInput(CreateRoomBodySchema, request.body);
    const { room, replayed } = await rooms.create(user.id, body, idempotencyKey(request));
    markReplay(reply, { id: room.id, replayed });
    return reply.status(201).send(RoomSchema.parse(room));
  });

  app.post('/rooms/join', async (request) => {
    const user = requireUser(request);
    const { inviteCode } = parseInput(JoinRoomBodySchema, request.body);
    return RoomSchema.parse(await rooms.join(user.id, inviteCode));
  });

  app.get('/rooms/:id', async (request) => {
    const user = requireUser(request);
    return RoomSchema.parse(await rooms.get(user.id, roomId(request.params)));
  });

  app.patch('/rooms/:id', async (request) => {
    const user = requireUser(request);
    const id = roomId(request.params);
    const body = parseInput(UpdateRoomBodySchema, request.body);
    return RoomSchema.parse(await rooms.update(user.id, id, body));
  });

  app.delete('/rooms/:id', async (request, reply) => {
    const user = requireUser(request);
    await rooms.remove(user.id, roomId(request.params));
    return reply.status(204).send();
  });

  app.get('/rooms/:id/members', async (request) => {
    const user = requireUser(request);
    return MemberListSchema.parse(await rooms.members(user.id, roomId(request.params)));
  });

  app.patch('/rooms/:id/settings', async (request) => {
    const user = requireUser(request);
    const id = roomId(request.params);
    const body = parseInput(RoomSettingsBodySchema, request.body);
    return RoomSchema.parse(await rooms.updateSettings(user.id, id, body));
  });

  app.post('/rooms/:id/invite-code', async (request) => {
    const user = requireUser(request);
    return RoomSchema.parse(await rooms.regenerateInviteCode(user.id, roomId(request.params)));
  });

  app.post('/rooms/:id/leave', async (request, reply) => {
    const user = requireUser(request);
    await rooms.leave(user.id, roomId(request.params));
    return reply.status(204).send();
  });

  app.delete('/rooms/:id/members/:userId', async (request, reply) => {
    const user = requireUser(request);
    const { id, userId } = memberParams(request.params);
    await rooms.removeMember(user.id, id, userId);
    return reply.status(204).send();
  });

  app.patch('/rooms/:id/members/:userId', async (request) => {
    const user = requireUser(request);
    const { id, userId } = memberParams(request.params);
    const { isAdmin } = parseInput(SetMemberRoleBodySchema, request.body);
    return MemberListSchema.parse(await rooms.setRole(user.id, id, userId, isAdmin));
  });

  app.get('/rooms/:id/tokens/status', async (request) => {
    const user = requireUser(request);
    return TokenStatusSchema.parse(await rooms.tokenStatus(user.id, roomId(request.params)));
  });

  app.get('/rooms/:id/badges/config', async (request) => {
    const user = requireUser(request);
    return BadgeConfigSchema.parse(await rooms.badgeConfig(user.id, roomId(request.params)));
  });

  app.get('/leaderboard/room/:id', async (request) => {
    const user = requireUser(request);
    return LeaderboardSchema.parse(await rooms.leaderboard(user.id, roomId(request.params)));
  });
}
