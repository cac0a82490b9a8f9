import { ROOM_BATCH_EVENT, type RoomEvent, ServerEventSchemas } from '@clipclub/protocol';
import type { FastifyInstance } from 'fastify';
import { type ClipClubServer, roomChannel, type SyncMessage, userChannel } from './channels.ts';
import type { MemberCache } from './member-cache.ts';
import type { RoomVersions } from './room-versions.ts';
import { loginSessionOf } from './socket-server.ts';

type Deps = { io: ClipClubServer; versions: RoomVersions; members: MemberCache; clustered: boolean };

/**
 * The one place where a committed write becomes a live update: it bumps the room's version
 * (so polled GETs stop answering 304), sends the event to the room's sockets (in every process,
 * through the adapter) and keeps sockets and caches in step with membership and sign-out.
 */
export function fanOut(app: FastifyInstance, { io, versions, members, clustered }: Deps) {
  const inFlight = new Set<Promise<void>>();
  const logFailure = (error: unknown) => app.log.error({ err: error }, 'live update failed');
  // Other processes learn through Redis; with one process there is nobody to tell.
  const tellOthers = (message: SyncMessage) => {
    if (clustered) io.serverSideEmit('clipclub:sync', message);
  };

  io.on('clipclub:sync', (message) => {
    if (message.kind === 'version') versions.learn(message.roomId, message.version);
    else if (message.kind === 'members') members.forgetRoom(message.roomId);
    else if (message.kind === 'user-changed') app.loginSessions.forgetUser(message.userId);
    else signOutHere(message.userId).catch(logFailure);
  });

  async function broadcast(roomId: string, events: readonly RoomEvent[]) {
    // Version first: a client that refetches on hearing the event must not get a 304 for the
    // old data. Over Redis the version message goes out before the event, on the same connection.
    try {
      const version = await versions.bump(roomId);
      tellOthers({ kind: 'version', roomId, version });
    } catch (error) {
      versions.forget(roomId);
      app.log.warn({ err: error, roomId }, 'room version not bumped');
    }
    // The schema drops every field it does not list: no spoilers, no authors during voting.
    const sent: RoomEvent[] = [];
    for (const { name, payload } of events) {
      const parsed = ServerEventSchemas[name].safeParse(payload);
      if (parsed.success) sent.push({ name, payload: parsed.data } as RoomEvent);
      else
        app.log.error(
          { event: name, issues: parsed.error.issues },
          'event payload does not match its schema; not sent',
        );
    }
    // One message per socket for the whole change; Socket.IO encodes and frames a room
    // broadcast once and writes those same bytes to every socket.
    const room = io.to(roomChannel(roomId)) as unknown as { emit(event: string, data: unknown): boolean };
    const [only] = sent;
    if (sent.length === 1 && only) room.emit(only.name, only.payload);
    else if (sent.length > 1) room.emit(ROOM_BATCH_EVENT, { roomId, events: sent });
    for (const event of sent) afterSent(roomId, event);
  }

  // Membership moves once the event is out: the removed member's sockets heard it first.
  function afterSent(roomId: string, { name, payload }: RoomEvent) {
    if (name === 'members:changed' || name === 'room:deleted') {
      members.forgetRoom(roomId);
      tellOthers({ kind: 'members', roomId });
    }
    if (name === 'room:deleted') io.in(roomChannel(roomId)).socketsLeave(roomChannel(roomId));
    if (name === 'member:removed') {
      io.in(userChannel(payload.userId)).socketsLeave(roomChannel(roomId));
      members.forget(roomId, payload.userId);
      tellOthers({ kind: 'members', roomId });
    }
  }

  // A user who logged out on one device keeps their other devices: only sockets whose own
  // login session is gone are disconnected.
  async function signOutHere(userId: string) {
    app.loginSessions.forgetUser(userId);
    const nsp = io.of('/');
    for (const id of [...(nsp.adapter.rooms.get(userChannel(userId)) ?? [])]) {
      const socket = nsp.sockets.get(id);
      if (!socket) continue;
      const still = await app.loginSessions.authenticate(loginSessionOf(socket)).catch(() => null);
      if (!still) socket.disconnect(true);
    }
  }

  const unsubscribe = [
    app.roomEvents.on('roomEvents', (roomId, events) => {
      const sending = broadcast(roomId, events).catch(logFailure);
      inFlight.add(sending);
      void sending.finally(() => inFlight.delete(sending));
    }),
    app.roomEvents.on('memberRemoved', (roomId, userId) => {
      io.in(userChannel(userId)).socketsLeave(roomChannel(roomId));
      members.forget(roomId, userId);
      tellOthers({ kind: 'members', roomId });
    }),
    app.roomEvents.on('userChanged', (userId) => {
      app.loginSessions.forgetUser(userId);
      tellOthers({ kind: 'user-changed', userId });
    }),
    app.roomEvents.on('userSignedOut', (userId) => {
      signOutHere(userId).catch(logFailure);
      tellOthers({ kind: 'signed-out', userId });
    }),
  ];
  return {
    stop() {
      for (const off of unsubscribe) off();
    },
    /**
     * Resolves once every event published so far is out (version bumped, event sent), or after
     * `limitMs` if Redis is slow: a write answers only then, so the writer's next GET cannot
     * be answered 304 from the version before its own write.
     */
    async settled(limitMs: number): Promise<void> {
      if (inFlight.size === 0) return;
      // Alone, a broadcast waits on nothing outside the process (the versions are in memory):
      // no timer to arm and clear for every write.
      if (!clustered) {
        await Promise.all(inFlight);
        return;
      }
      let timer: NodeJS.Timeout | undefined;
      const limit = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, limitMs);
      });
      await Promise.race([Promise.all(inFlight), limit]);
      clearTimeout(timer);
    },
  };
}
