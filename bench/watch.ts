import { loadavg } from 'node:os';
import { estimateClockOffset, type PingSample, positionAt, type WatchState } from '@clipclub/protocol';
import { bareSocketIoBaseline } from './lib/bare-socket-io.ts';
import { type BenchSocket, connectSocket, expectStatus, inBatches, pause, percentile, send } from './lib/clients.ts';
import { type Room, setUpRooms } from './lib/game.ts';
import { machineLine } from './lib/machine.ts';
import { startServer } from './lib/server.ts';

// npm run bench:watch — the watch party at 100 rooms × 10 watchers on one server process.
// 1. host command → last watcher's watch:state, next to a bare Socket.IO server's broadcast;
// 2. each simulated client with its own clock (skewed ±5 s) and a one-way delay of 0–150 ms
//    estimates the server clock by pings and computes the host position 1 s after a seek:
//    the spread of those positions per room.
const ROOMS = Number(process.env.BENCH_ROOMS ?? 100);
const PER_ROOM = Number(process.env.BENCH_MEMBERS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const PINGS = 5;

const ms = (n: number) => `${n.toFixed(1)} ms`;
const misses: string[] = [];
function check(label: string, ok: boolean, figure: string) {
  console.log(`  ${ok ? 'ok  ' : 'MISS'} ${label}: ${figure}`);
  if (!ok) misses.push(label);
}

type Watcher = {
  socket: BenchSocket;
  /** this client's clock: the true one plus a skew */
  skewMs: number;
  /** one-way delay, each direction, in the spread phase */
  delayMs: number;
  offsetMs: number;
  state: (WatchState & { version: number }) | null;
};
const localNow = (w: Watcher) => Date.now() + w.skewMs;

async function openParty(server: Awaited<ReturnType<typeof startServer>>, room: Room) {
  const created = expectStatus(
    await send(server, room.admin, 'POST', `/api/rooms/${room.id}/sessions`, { body: { theme: 'Watch bench' } }),
    201,
    'create session',
  );
  const sessionId = (JSON.parse(created.body) as { id: string }).id;
  const url = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
  expectStatus(
    await send(server, room.admin, 'POST', `/api/sessions/${sessionId}/submissions`, { body: { youtubeUrl: url } }),
    201,
    'submit',
  );
  const advance = { body: { action: 'endSubmissions' } };
  expectStatus(await send(server, room.admin, 'POST', `/api/sessions/${sessionId}/advance`, advance), 200, 'advance');
  expectStatus(await send(server, room.admin, 'GET', `/api/sessions/${sessionId}/watch`), 200, 'watch');
  return sessionId;
}

async function main() {
  console.log(`Clip Club watch bench: ${ROOMS} rooms × ${PER_ROOM} watchers`);
  console.log(`  machine: ${machineLine()}`);

  const bare = await bareSocketIoBaseline(ROOMS, PER_ROOM, ROUNDS);
  console.log(
    `\nBaseline, bare Socket.IO in this process: emit → last member, p50 ${ms(bare.p50)}, p99 ${ms(bare.p99)}`,
  );

  const server = await startServer();
  console.log(`  server: one process, ${server.database}`);
  try {
    const rooms = await setUpRooms(server, ROOMS, PER_ROOM);
    const sessions = await inBatches(rooms, 4, (room) => openParty(server, room));
    const watchers: Watcher[][] = await inBatches(rooms, 5, (room) =>
      Promise.all(
        room.members.map(async (member) => {
          const socket = await connectSocket(server, member);
          const answer = await socket.emitWithAck('room:join', { roomId: room.id });
          if (!answer.ok) throw new Error(`join refused: ${answer.error.message}`);
          const w: Watcher = {
            socket,
            skewMs: (Math.random() - 0.5) * 10_000,
            delayMs: 0,
            offsetMs: 0,
            state: null,
          };
          return w;
        }),
      ),
    );

    // 1. Latency: no simulated delay; the clock starts when the host's request starts.
    const latencies: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const before = latencies.length;
      await Promise.all(
        rooms.map(async (room, r) => {
          await pause((r * 1_000) / rooms.length);
          const inRoom = watchers[r] as Watcher[];
          const heard = Promise.all(
            inRoom.map(
              (w) => new Promise<number>((resolve) => w.socket.once('watch:state', () => resolve(performance.now()))),
            ),
          );
          const startedAt = performance.now();
          const action = round % 2 === 0 ? 'play' : 'pause';
          const res = await send(server, room.admin, 'POST', `/api/sessions/${sessions[r]}/watch`, {
            body: { action },
          });
          expectStatus(res, 200, action);
          const times = await heard;
          latencies.push(Math.max(...times) - startedAt);
        }),
      );
      const round_ = latencies.slice(before).sort((a, b) => a - b);
      const load = loadavg()[0]?.toFixed(2);
      console.log(
        `  round ${round + 1}: p50 ${ms(percentile(round_, 50))}, p99 ${ms(percentile(round_, 99))} (load ${load})`,
      );
      await pause(500);
    }
    latencies.sort((a, b) => a - b);
    console.log(`\nHost command → last watcher's watch:state (${latencies.length} commands):`);
    console.log(
      `  p50 ${ms(percentile(latencies, 50))}, p99 ${ms(percentile(latencies, 99))}, max ${ms(latencies.at(-1) ?? 0)}`,
    );
    check('p99 ≤ 150 ms', percentile(latencies, 99) <= 150, ms(percentile(latencies, 99)));

    // 2. Spread: every client gets a one-way delay of 0–150 ms (each direction) and its clock skew.
    for (const w of watchers.flat()) {
      w.delayMs = Math.random() * 150;
      w.socket.on('watch:state', (e) => {
        setTimeout(() => {
          if (!w.state || e.version > w.state.version) w.state = { ...e.state, version: e.version };
        }, w.delayMs);
      });
    }
    await inBatches(watchers.flat(), 100, async (w) => {
      const samples: PingSample[] = [];
      for (let i = 0; i < PINGS; i++) {
        const sentAt = localNow(w);
        await pause(w.delayMs);
        const answer = await w.socket.emitWithAck('clock:ping');
        await pause(w.delayMs);
        if (answer.ok) samples.push({ sentAt, serverTime: answer.data.serverTime, receivedAt: localNow(w) });
      }
      w.offsetMs = estimateClockOffset(samples)?.offsetMs ?? 0;
    });
    const offsetErrors = watchers.flat().map((w) => Math.abs(w.offsetMs + w.skewMs));
    offsetErrors.sort((a, b) => a - b);
    console.log(
      `\nClock offset estimate (best of ${PINGS} pings), error: p50 ${ms(percentile(offsetErrors, 50))}, p95 ${ms(percentile(offsetErrors, 95))}`,
    );
    // Seeks while playing: a paused position needs no clock at all.
    await inBatches(rooms, 10, async (room, r) => {
      const body = { action: 'play' };
      expectStatus(await send(server, room.admin, 'POST', `/api/sessions/${sessions[r]}/watch`, { body }), 200, 'play');
    });
    await pause(500);
    const spreads: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      await Promise.all(
        rooms.map(async (room, r) => {
          await pause((r * 1_000) / rooms.length);
          const positionSec = 30 + round * 10;
          const res = await send(server, room.admin, 'POST', `/api/sessions/${sessions[r]}/watch`, {
            body: { action: 'seek', positionSec },
          });
          expectStatus(res, 200, 'seek');
          const version = (JSON.parse(res.body) as { version: number }).version;
          await pause(1_000);
          const inRoom = watchers[r] as Watcher[];
          const positions = inRoom
            .filter((w) => w.state?.status === 'playing' && w.state.version >= version)
            .map((w) => positionAt(w.state as WatchState, localNow(w) + w.offsetMs));
          if (positions.length < inRoom.length)
            console.error(`  room ${r}: ${positions.length} of ${inRoom.length} had the state`);
          spreads.push((Math.max(...positions) - Math.min(...positions)) * 1000);
        }),
      );
    }
    spreads.sort((a, b) => a - b);
    console.log(
      `Spread of the positions the ${PER_ROOM} watchers of a room compute 1 s after a seek (${spreads.length} seeks):`,
    );
    console.log(
      `  p50 ${ms(percentile(spreads, 50))}, p95 ${ms(percentile(spreads, 95))}, max ${ms(spreads.at(-1) ?? 0)}`,
    );
    check('spread p95 ≤ 100 ms', percentile(spreads, 95) <= 100, ms(percentile(spreads, 95)));
    for (const w of watchers.flat()) w.socket.disconnect();
  } finally {
    await server.stop();
  }
  console.log(
    `\nLoad average at end: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  console.log(misses.length ? `\nMissed: ${misses.join(', ')}` : '\nAll targets met.');
  process.exit(misses.length ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
