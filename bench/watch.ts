import { CLOCK_PINGS, positionAt, ServerClock, type WatchState } from '@clipclub/protocol';
import { bareBaseline } from './lib/bare-baseline.ts';
import { type BenchSocket, connectSocket, expectStatus, inBatches, pause, percentile, send } from './lib/clients.ts';
import { type Room, setUpRooms } from './lib/game.ts';
import { serverLoopDelay } from './lib/ipc.ts';
import { machineLine } from './lib/machine.ts';
import { type BenchServer, startShippedServer } from './lib/shipped.ts';
import { roomsWithinOneSecond, type TimedWrite } from './lib/timing.ts';

// npm run bench:watch — the watch party at 100 rooms × 10 watchers on one server process (the
// shipped server; PostgreSQL with DATABASE_URL, else PGlite).
// 1. host command (POST /api/sessions/:id/watch) → last watcher's watch:state, beside a bare
//    Socket.IO server in its own process timed the same way (an HTTP POST per room, the same
//    number of sockets, bench/lib/bare-baseline.ts); the server's longest event-loop stall;
// 2. each simulated client has its own clock (skewed ±5 s), estimates the server clock as the
//    web player does (protocol's ServerClock: its pings, then the server times of the states it
//    receives), and computes the host position 1 s after a seek: the spread of those positions
//    per room. Its messages are delayed each way independently: the same delay both ways is
//    exactly what a round-trip estimate assumes, so it would pass by construction. Two models:
//    a. (the target) every message's delay drawn on its own, 0–150 ms up and 0–150 ms down, as
//       queues on a path make it;
//    b. (printed, not a target) a fixed delay per client each way, 0–150 ms up and 0–150 ms
//       down, plus 0–10 ms per message: the difference of the two is invisible to any round
//       trip, and half of it stays in every client's estimate whatever it measures.
const ROOMS = Number(process.env.BENCH_ROOMS ?? 100);
const PER_ROOM = Number(process.env.BENCH_MEMBERS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const MAX_DELAY_MS = 150;
const JITTER_MS = 10;

const ms = (n: number) => `${n.toFixed(1)} ms`;
const misses: string[] = [];
function check(label: string, ok: boolean, figure: string) {
  console.log(`  ${ok ? 'ok  ' : 'MISS'} ${label}: ${figure}`);
  if (!ok) misses.push(label);
}

type Delays = { up: () => number; down: () => number };
const NO_DELAY: Delays = { up: () => 0, down: () => 0 };
type Watcher = {
  socket: BenchSocket;
  /** this client's clock: the true one plus a skew */
  skewMs: number;
  /** one-way delays of its next message, client → server and server → client */
  delays: Delays;
  clock: ServerClock;
  state: (WatchState & { version: number }) | null;
};
const localNow = (w: Watcher) => Date.now() + w.skewMs;
const upTo = (max: number) => () => Math.random() * max;
const DELAY_MODELS: { name: string; target: boolean; delays: () => Delays }[] = [
  {
    name: 'every message delayed on its own, 0–150 ms each way',
    target: true,
    delays: () => ({ up: upTo(MAX_DELAY_MS), down: upTo(MAX_DELAY_MS) }),
  },
  {
    name: 'a fixed delay per client each way (0–150 ms) + 0–10 ms per message; not a target',
    target: false,
    delays: () => {
      const up = Math.random() * MAX_DELAY_MS;
      const down = Math.random() * MAX_DELAY_MS;
      return { up: () => up + Math.random() * JITTER_MS, down: () => down + Math.random() * JITTER_MS };
    },
  },
];

async function openParty(server: BenchServer, room: Room) {
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

  const bare = await bareBaseline(ROOMS, PER_ROOM, ROUNDS);
  console.log(
    `  baseline, bare Socket.IO in its own process: POST → last member p50 ${ms(bare.p50)}, p99 ${ms(bare.p99)}`,
  );

  const server = await startShippedServer({ members: ROOMS * PER_ROOM, postgres: process.env.DATABASE_URL });
  console.log(`  server: node api/dist/server.js, NODE_ENV=production, one process, ${server.database}`);
  try {
    const rooms = await setUpRooms(server, server.members, PER_ROOM);
    const sessions = await inBatches(rooms, 4, (room) => openParty(server, room));
    const onHeard = new Map<string, () => void>();
    const watchers: Watcher[][] = await inBatches(rooms, 5, (room) =>
      Promise.all(
        room.members.map(async (member) => {
          const socket = await connectSocket(server, member);
          const w: Watcher = {
            socket,
            skewMs: (Math.random() - 0.5) * 10_000,
            delays: NO_DELAY,
            clock: new ServerClock(),
            state: null,
          };
          socket.on('watch:state', (e) => {
            onHeard.get(`${e.roomId}|${e.state.status}`)?.();
            // What this client knows arrives after its down delay (none in the latency phase),
            // its server time too, as the web app's cache gets it.
            setTimeout(() => {
              w.clock.addArrival({ serverTime: e.serverNow, receivedAt: localNow(w) });
              if (!w.state || e.version > w.state.version) w.state = { ...e.state, version: e.version };
            }, w.delays.down());
          });
          const answer = await socket.emitWithAck('room:join', { roomId: room.id });
          if (!answer.ok) throw new Error(`join refused: ${answer.error.message}`);
          return w;
        }),
      ),
    );

    // 1. Latency: no simulated delay; from the host's request start to the last watcher's event,
    // every room's command within one second, as the bare baseline's.
    await serverLoopDelay(server.child); // from here on
    const latencies: number[] = [];
    let errors = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const action = round % 2 === 0 ? 'play' : 'pause';
      const writes: TimedWrite[] = rooms.map((room, r) => ({
        roomId: room.id,
        members: PER_ROOM,
        heardAs: action === 'play' ? 'playing' : 'paused',
        send: async () => {
          const body = { action };
          const res = await send(server, room.admin, 'POST', `/api/sessions/${sessions[r]}/watch`, { body });
          expectStatus(res, 200, action);
        },
      }));
      const result = await roomsWithinOneSecond(writes, onHeard);
      errors += result.errors;
      latencies.push(...result.latencies);
      const sorted = [...result.latencies].sort((a, b) => a - b);
      console.log(`  round ${round + 1}: p50 ${ms(percentile(sorted, 50))}, p99 ${ms(percentile(sorted, 99))}`);
      await pause(500);
    }
    const loop = await serverLoopDelay(server.child);
    latencies.sort((a, b) => a - b);
    console.log(`\nHost command → last watcher's watch:state (${latencies.length} commands):`);
    console.log(
      `  p50 ${ms(percentile(latencies, 50))}, p99 ${ms(percentile(latencies, 99))}, max ${ms(latencies.at(-1) ?? 0)}` +
        `; bare p50 ${ms(bare.p50)}, p99 ${ms(bare.p99)}; p99 ${(percentile(latencies, 99) / Math.max(bare.p99, 0.1)).toFixed(1)}× bare`,
    );
    console.log(`  server event loop meanwhile: longest delay ${ms(loop.maxMs)}, p99 ${ms(loop.p99Ms)}`);
    check('p99 ≤ 150 ms', percentile(latencies, 99) <= 150, ms(percentile(latencies, 99)));
    check('errors = 0', errors === 0, String(errors));
    check('no server stall over 200 ms (event loop)', loop.maxMs <= 200, ms(loop.maxMs));

    // 2. Spread, under each delay model: every client starts a new clock estimate.
    for (const model of DELAY_MODELS) {
      console.log(`\nDelays: ${model.name}`);
      for (const w of watchers.flat()) {
        w.delays = model.delays();
        w.clock = new ServerClock();
      }
      await inBatches(watchers.flat(), 100, async (w) => {
        for (let i = 0; i < CLOCK_PINGS; i++) {
          const sentAt = localNow(w);
          await pause(w.delays.up());
          const answer = await w.socket.emitWithAck('clock:ping');
          await pause(w.delays.down());
          if (answer.ok) w.clock.addPing({ sentAt, serverTime: answer.data.serverTime, receivedAt: localNow(w) });
        }
      });
      const offsetErrors = watchers.flat().map((w) => Math.abs((w.clock.offsetMs() ?? 0) + w.skewMs));
      offsetErrors.sort((a, b) => a - b);
      console.log(
        `  clock offset estimate after ${CLOCK_PINGS} pings, error: p50 ${ms(percentile(offsetErrors, 50))}, p95 ${ms(percentile(offsetErrors, 95))}`,
      );
      // Seeks while playing: a paused position needs no clock at all.
      await inBatches(rooms, 10, async (room, r) => {
        const body = { action: 'play' };
        expectStatus(
          await send(server, room.admin, 'POST', `/api/sessions/${sessions[r]}/watch`, { body }),
          200,
          'play',
        );
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
              .map((w) => positionAt(w.state as WatchState, localNow(w) + (w.clock.offsetMs() ?? 0)));
            if (positions.length < inRoom.length)
              console.error(`  room ${r}: ${positions.length} of ${inRoom.length} had the state`);
            spreads.push((Math.max(...positions) - Math.min(...positions)) * 1000);
          }),
        );
      }
      spreads.sort((a, b) => a - b);
      console.log(
        `  spread of the positions the ${PER_ROOM} watchers of a room compute 1 s after a seek (${spreads.length} seeks): ` +
          `p50 ${ms(percentile(spreads, 50))}, p95 ${ms(percentile(spreads, 95))}, max ${ms(spreads.at(-1) ?? 0)}`,
      );
      if (model.target) check('spread p95 ≤ 100 ms', percentile(spreads, 95) <= 100, ms(percentile(spreads, 95)));
    }
    for (const w of watchers.flat()) w.socket.disconnect();
  } finally {
    await server.stop();
  }
  console.log(`\nmachine at the end: ${machineLine()}`);
  console.log(misses.length ? `\nMissed: ${misses.join(', ')}` : '\nAll targets met.');
  process.exit(misses.length ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
