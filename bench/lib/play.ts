import { expectStatus, inBatches, send } from './clients.ts';
import { connectAll, disconnectAll, type Room, setUpRooms } from './game.ts';
import type { BenchServer } from './shipped.ts';

/**
 * A played evening, through the API as the app plays it: rooms of `perRoom` of the server's
 * seeded players, every member's socket connected and in its room; `sessions` times in a row,
 * every member submits a video, the admin ends submissions, every member votes (classic: 5
 * points to each of two others' videos), the admin ends voting, and every member reads the
 * results. Answers a function that disconnects the sockets.
 */
export async function playEvening(server: BenchServer, perRoom: number, sessions: number) {
  const rooms = await setUpRooms(server, server.members, perRoom);
  const sockets = await connectAll(server, rooms, () => {});
  for (let s = 0; s < sessions; s++) {
    await inBatches(rooms, 4, (room, r) => playSession(server, room, r * 1_000 + s));
  }
  return () => disconnectAll(sockets);
}

async function playSession(server: BenchServer, room: Room, n: number) {
  const path = (rest: string) => `/api/sessions/${sessionId}${rest}`;
  const created = await send(server, room.admin, 'POST', `/api/rooms/${room.id}/sessions`, {
    body: { theme: `Evening ${n}` },
  });
  const sessionId = (JSON.parse(expectStatus(created, 201, 'create session').body) as { id: string }).id;
  const submissions: string[] = [];
  for (const [i, member] of room.members.entries()) {
    // A distinct 11-character video id per member and session.
    const video = `${n}x${i}`.padStart(11, 'v');
    const body = { youtubeUrl: `https://www.youtube.com/watch?v=${video}`, commentary: `Clip ${i}` };
    const answer = expectStatus(await send(server, member, 'POST', path('/submissions'), { body }), 201, 'submit');
    submissions.push((JSON.parse(answer.body) as { id: string }).id);
  }
  const advance = (action: string) => send(server, room.admin, 'POST', path('/advance'), { body: { action } });
  expectStatus(await advance('endSubmissions'), 200, 'end submissions');
  for (const [i, member] of room.members.entries()) {
    const others = [1, 2].map((k) => submissions[(i + k) % submissions.length] as string);
    const body = { votes: others.map((submissionId) => ({ submissionId, points: 5 })) };
    expectStatus(await send(server, member, 'POST', `/api/votes/${sessionId}`, { body }), 200, 'vote');
  }
  expectStatus(await advance('endVoting'), 200, 'end voting');
  for (const member of room.members) {
    expectStatus(await send(server, member, 'GET', path('/results')), 200, 'results');
  }
}
