import type { RoomEvent } from '@clipclub/protocol';
import {
  type BenchSocket,
  connectSocket,
  expectStatus,
  inBatches,
  type Member,
  pause,
  send,
  signIn,
} from './clients.ts';
import { type BenchServer, type Memory, serverMemory } from './server.ts';
import type { TimedWrite } from './timing.ts';

// The rooms of the bench and the one write whose fan-out is measured: an admin's advance
// (POST /api/sessions/:id/advance) or, before the sessions API existed, a room edit.

export type Room = {
  id: string;
  admin: Member;
  members: Member[];
  sessionId?: string;
  status?: 'submissions' | 'voting' | 'results';
  edits: number;
};
export type Write = TimedWrite;

export async function setUpRooms(server: BenchServer, roomCount: number, perRoom: number): Promise<Room[]> {
  const members = await inBatches(
    Array.from({ length: roomCount * perRoom }, (_, i) => i),
    20,
    (n) => signIn(server, n),
  );
  return inBatches(
    Array.from({ length: roomCount }, (_, r) => r),
    10,
    async (r) => {
      const inRoom = members.slice(r * perRoom, (r + 1) * perRoom);
      const admin = inRoom[0] as Member;
      const created = expectStatus(
        await send(server, admin, 'POST', '/api/rooms', {
          body: { name: `Bench room ${r}`, type: 'manual', votingMode: 'classic' },
        }),
        201,
        'create room',
      );
      const { id, inviteCode } = JSON.parse(created.body) as { id: string; inviteCode: string };
      for (const m of inRoom.slice(1)) {
        expectStatus(await send(server, m, 'POST', '/api/rooms/join', { body: { inviteCode } }), 200, 'join');
      }
      return { id, admin, members: inRoom, edits: 0 };
    },
  );
}

export async function sessionsApiExists(server: BenchServer, room: Room): Promise<boolean> {
  return (await send(server, room.admin, 'GET', `/api/rooms/${room.id}/sessions`)).status === 200;
}

/**
 * The next timed write of a room. Untimed preparation (opening a fresh session after results)
 * happens here, before the clock starts.
 */
export async function prepareWrite(server: BenchServer, room: Room, advance: boolean): Promise<Write> {
  if (!advance) {
    const name = `Bench room ${room.id.slice(0, 8)} #${++room.edits}`;
    return {
      roomId: room.id,
      members: room.members.length,
      heardAs: name,
      send: async () => {
        const res = await send(server, room.admin, 'PATCH', `/api/rooms/${room.id}`, { body: { name } });
        expectStatus(res, 200, 'edit room');
      },
    };
  }
  if (!room.sessionId || room.status === 'results') {
    const created = expectStatus(
      await send(server, room.admin, 'POST', `/api/rooms/${room.id}/sessions`, { body: { theme: 'Bench theme' } }),
      201,
      'create session',
    );
    room.sessionId = (JSON.parse(created.body) as { id: string }).id;
    room.status = 'submissions';
  }
  const action = room.status === 'submissions' ? 'endSubmissions' : 'endVoting';
  const next = room.status === 'submissions' ? 'voting' : 'results';
  const sessionId = room.sessionId;
  return {
    roomId: room.id,
    members: room.members.length,
    heardAs: `${sessionId}:${next}`,
    send: async () => {
      const res = await send(server, room.admin, 'POST', `/api/sessions/${sessionId}/advance`, { body: { action } });
      expectStatus(res, 200, action);
      room.status = next;
    },
  };
}

/** Calls `heard(roomId, key)` for every event a timed write can cause. */
export function listen(socket: BenchSocket, heard: (roomId: string, key: string) => void): void {
  const hear = (e: RoomEvent) => {
    if (e.name === 'session:status-changed')
      heard(e.payload.roomId, `${e.payload.session.id}:${e.payload.session.status}`);
    if (e.name === 'room:updated') heard(e.payload.roomId, e.payload.room.name);
  };
  socket.on('session:status-changed', (payload) => hear({ name: 'session:status-changed', payload }));
  socket.on('room:updated', (payload) => hear({ name: 'room:updated', payload }));
  // A move to results is one message carrying every event of the change.
  socket.on('room:batch', (batch) => {
    for (const event of batch.events) hear(event);
  });
}

/** Connects every member of every room and joins their room; answers the sockets. */
export async function connectAll(
  server: BenchServer,
  rooms: Room[],
  heard: (roomId: string, key: string) => void,
): Promise<BenchSocket[]> {
  const pairs = rooms.flatMap((room) => room.members.map((member) => ({ room, member })));
  return inBatches(pairs, 50, async ({ room, member }) => {
    const socket = await connectSocket(server, member);
    listen(socket, heard);
    socket.on('disconnect', (reason) => {
      if (reason !== 'io client disconnect') console.error(`  socket of ${member.userId} lost: ${reason}`);
    });
    const answer = await socket.emitWithAck('room:join', { roomId: room.id });
    if (!answer.ok) throw new Error(`join refused: ${answer.error.message}`);
    return socket;
  });
}

export async function disconnectAll(sockets: BenchSocket[]): Promise<void> {
  for (const socket of sockets) socket.disconnect();
  await pause(1_000);
}

/** The server's memory once it has had a moment to settle. */
export async function settledMemory(server: BenchServer): Promise<Memory> {
  await pause(1_500);
  return serverMemory(server);
}
