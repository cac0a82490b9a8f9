import { WatchPresenceInputSchema } from '@clipclub/protocol';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io';
import { HttpError } from '../../lib/errors.ts';
import { WatchPresence } from './presence.ts';
import type { WatchService } from './service.ts';

type Answer = { ok: true; data: unknown } | { ok: false; error: { message: string; code?: string } };

// A client may emit without an ack; a bad one must not throw inside the server.
const reply = (ack: unknown, answer: Answer) => {
  if (typeof ack === 'function') ack(answer);
};

/**
 * The watch party's socket side: clock pings (answered with the server's time, for the clients'
 * offset estimate) and presence. Playback commands go over HTTP so they share the REST rules
 * (host check, version, 409/403) and reach every process through the database and the fan-out.
 */
export function watchSockets(app: FastifyInstance, watch: WatchService) {
  const presence = new WatchPresence();

  app.io.on('connection', (socket: Socket) => {
    socket.on('clock:ping', (ack: unknown) =>
      reply(ack, { ok: true, data: { serverTime: app.clock.now().getTime() } }),
    );

    socket.on('watch:presence', async (payload: unknown, ack: unknown) => {
      const parsed = WatchPresenceInputSchema.safeParse(payload);
      if (!parsed.success) return reply(ack, { ok: false, error: { message: 'Session not found', code: 'not_found' } });
      const userId = (socket.data as { userId: string }).userId;
      if (!parsed.data.watching) {
        for (const left of presence.leave(socket.id)) publish(left.roomId, left.sessionId);
        return reply(ack, { ok: true, data: null });
      }
      try {
        // Same checks as the REST screen: members only, voting and results only.
        const party = await watch.openParty(userId, parsed.data.sessionId);
        const member = await watch.member(party.session.room_id, userId);
        const changed = presence.report(socket.id, {
          sessionId: party.session.id,
          roomId: party.session.room_id,
          watcher: { ...member, outOfSync: parsed.data.outOfSync, buffering: parsed.data.buffering },
        });
        reply(ack, { ok: true, data: null });
        if (changed) publish(party.session.room_id, party.session.id);
      } catch (error) {
        if (error instanceof HttpError) {
          return reply(ack, {
            ok: false,
            error: { message: error.message, ...(error.code ? { code: error.code } : {}) },
          });
        }
        app.log.error({ err: error }, 'watch:presence failed');
        reply(ack, { ok: false, error: { message: 'Something went wrong', code: 'internal' } });
      }
    });

    socket.on('disconnect', () => {
      for (const left of presence.leave(socket.id)) publish(left.roomId, left.sessionId);
    });
  });

  function publish(roomId: string, sessionId: string) {
    app.roomEvents.publish(roomId, 'watch:presence', { roomId, sessionId, watchers: presence.watchers(sessionId) });
  }
}
