import type { RoomEvent } from '@clipclub/protocol';
import { type BenchSocket, connectSocket, expectStatus, inBatches, type Member, pause, send } from './clients.ts';
import { type Memory, serverMemory } from './ipc.ts';
import type { BenchServer } from './shipped.ts';
import type { TimedWrite } from './timing.ts';

// The rooms of the bench and the one write whose fan-out is measured: an admin's advance
// (POST /api/sessions/:id/advance).

export type Room = {
  id: string;
  admin: Member;
  members: Member[];
  sessionId?: string;
  status?: 'submissions' | 'voting' | 'results';
};
export type Write = TimedWrite;

/**
 * Rooms of `perRoom` of the given players each, made through the API: the first creates the
 * room, the others join it with its invite code. `first` numbers their names.
 */
export async function setUpRooms(server: BenchServer, members: Member[], perRoom: number, first = 0) {
  return inBatches(
    Array.from({ length: Math.floor(members.length / perRoom) }, (_, r) => r),
    8,
    async (r): Promise<Room> => {
      const inRoom = members.slice(r * perRoom, (r + 1) * perRoom);
      const admin = inRoom[0] as Member;
      const created = expectStatus(
        await send(server, admin, 'POST', '/api/rooms', {
          body: { name: `Bench room ${first + r}`, type: 'manual', votingMode: 'classic' },
        }),
        201,
        'create room',
      );
      const { id, inviteCode } = JSON.parse(created.body) as { id: string; inviteCode: string };
      for (const m of inRoom.slice(1)) {
        expectStatus(await send(server, m, 'POST', '/api/rooms/join', { body: { inviteCode } }), 200, 'join');
      }
      return { id, admin, members: inRoom };
    },
  );
}

/**
 * The next timed write of a room: the advance to its session's next phase. Untimed preparation
 * (opening a fresh session after results) happens here, before the clock starts.
 */
export async function prepareWrite(server: BenchServer, room: Room): Promise<Write> {
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
  };
  socket.on('session:status-changed', (payload) => hear({ name: 'session:status-changed', payload }));
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
    closeIdleConnections(member);
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

/**
 * Closes a member's idle keep-alive connection before its socket opens. The server keeps one
 * open 72 s (Fastify's default), so 1,000 rooms × 10 members held 10,000 of them beside their
 * 10,000 sockets: the bench's process ran out of open files (EMFILE, `ulimit -n` 20,000). A tab
 * opens a new one when it next calls, as this member's agent will.
 */
function closeIdleConnections(member: Member): void {
  for (const idle of Object.values(member.agent.freeSockets)) for (const socket of idle ?? []) socket.destroy();
}

export async function disconnectAll(sockets: BenchSocket[]): Promise<void> {
  for (const socket of sockets) socket.disconnect();
  await pause(1_000);
}

/** The server's memory once it has had a moment to settle. */
export async function settledMemory(server: BenchServer): Promise<Memory> {
  await pause(1_500);
  return serverMemory(server.child);
}
