import { writeFileSync } from 'node:fs';
import { expectStatus, inBatches, pause, send } from './lib/clients.ts';
import { prepareWrite, type Room, setUpRooms } from './lib/game.ts';
import { profileServer } from './lib/ipc.ts';
import { machineLine } from './lib/machine.ts';
import { summarise } from './lib/profile-summary.ts';
import { analyzeTables, procCpuMs, serverBackendCpu, startShippedServer } from './lib/shipped.ts';

// npm run bench:advance — what ONE advance costs, by kind, with nothing else running:
// the shipped server on PostgreSQL, rooms × members without sockets, every room advanced one
// at a time (ending submissions, then reaching results; the tables analyzed first, as autovacuum
// keeps them), then a fresh session made in each
// (it opens at once: every member's "opened" notice). Prints per kind the database's CPU (its
// backends' /proc schedstat CPU, to the nanosecond, summed over the phase) and the server's Node CPU per advance,
// and per session made (untimed in bench:capacity), beside a bare baseline through the same
// server and connections (`/api/health`, one `select 1` a request, 100 after each phase) and
// the ratio to it.
// bench:capacity mixes both kinds with fan-out and contention; this tells a change of a tenth
// of a millisecond from its noise. Knobs:
// DATABASE_URL, BENCH_ROOMS (100), BENCH_MEMBERS (10), BENCH_ROUNDS (3), BENCH_PORT,
// BENCH_SERVER_ROOT (another checkout's built api/dist, for a before/after),
// BENCH_PERF_FIFO=<fifo>: the control FIFO of a `perf record -a -g -D -1 --control fifo:<fifo>`
// started beforehand (the database's CPU by function, which /proc cannot tell): recording is
// enabled around each timed phase whose kind starts with BENCH_PERF_KIND ('end': both advances).
const ROOMS = Number(process.env.BENCH_ROOMS ?? 100);
const PER_ROOM = Number(process.env.BENCH_MEMBERS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const BARE = 'bare: GET /api/health (one `select 1`)';
const BARE_PER_PHASE = 100;
const PERF_FIFO = process.env.BENCH_PERF_FIFO || undefined;
const PERF_KINDS = process.env.BENCH_PERF_KIND ?? 'end';

async function main() {
  console.log(`Clip Club advance cost: ${ROOMS} rooms × ${PER_ROOM}, one advance at a time, ${ROUNDS} rounds`);
  console.log(`  machine: ${machineLine()}`);
  const server = await startShippedServer({
    port: Number(process.env.BENCH_PORT ?? 0) || undefined,
    postgres: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  });
  const pid = server.child.pid as number;
  const totals = new Map<string, { db: number; node: number; count: number }>();
  // BENCH_PROFILE=<dir>: the server's CPU profile of each kind's timed advances, without the set-up.
  const profiles = new Map<string, string[]>();
  try {
    const rooms: Room[] = await setUpRooms(server, await server.seedMembers(ROOMS * PER_ROOM), PER_ROOM);
    // Warm-up, untimed: each kind once in every room (JIT, each connection's prepared statements).
    for (let i = 0; i < 2; i++)
      for (const w of await inBatches(rooms, 8, (r) => prepareWrite(server, r))) await w.send();
    await analyzeTables(server);
    // The bare baseline, same server, same path: a request that runs one trivial statement
    // (`/api/health`: `select 1`), one at a time by a member's own connection.
    const caller = rooms[0]?.members[0];
    const bareProbes = Array.from({ length: BARE_PER_PHASE }, (_, i) => i);
    const timed = async <T>(kind: string, items: readonly T[], run: (item: T) => Promise<unknown>) => {
      await pause(200);
      await profileServer(server.child, 'start');
      const before = { node: procCpuMs(pid), db: await serverBackendCpu(server) };
      const recording = PERF_FIFO !== undefined && kind.startsWith(PERF_KINDS);
      if (recording) writeFileSync(PERF_FIFO, 'enable\n');
      for (const item of items) await run(item);
      if (recording) writeFileSync(PERF_FIFO, 'disable\n');
      const after = { node: procCpuMs(pid), db: await serverBackendCpu(server) };
      const profile = await profileServer(server.child, 'stop');
      if (profile) profiles.set(kind, [...(profiles.get(kind) ?? []), profile]);
      const total = totals.get(kind) ?? { db: 0, node: 0, count: 0 };
      // A connection the pool closed meanwhile (idle) takes its CPU with it: only the backends
      // seen after count, each from what it had before (0 when new).
      for (const [backend, cpuMs] of after.db) total.db += cpuMs - (before.db.get(backend) ?? 0);
      total.node += after.node - before.node;
      total.count += items.length;
      totals.set(kind, total);
    };
    for (let round = 0; round < ROUNDS * 2; round++) {
      const creating = rooms[0]?.status === 'results';
      const writes: Awaited<ReturnType<typeof prepareWrite>>[] = [];
      // A room whose session reached results gets a fresh one, which opens at once and stores
      // every member's "opened" notice.
      if (creating)
        await timed('create session (opens it)', rooms, async (r) => writes.push(await prepareWrite(server, r)));
      else for (const room of rooms) writes.push(await prepareWrite(server, room));
      const kind = rooms[0]?.status === 'submissions' ? 'endSubmissions' : 'endVoting (to results)';
      await timed(kind, writes, (write) => write.send());
      // The bare baseline after every phase, so the host's drift over the run (the same build
      // has read 0.47 and 0.79 ms within the hour here) weighs on both sides of the ratio.
      await timed(BARE, bareProbes, async () =>
        expectStatus(await send(server, caller, 'GET', '/api/health'), 200, 'health'),
      );
    }
  } finally {
    await server.stop();
  }
  console.log(`  machine at the end: ${machineLine()}`);
  let all = { db: 0, node: 0, count: 0 };
  const bare = totals.get(BARE);
  const per = (t: { db: number; node: number; count: number }) => ({ db: t.db / t.count, node: t.node / t.count });
  const ratio = (t: { db: number; node: number; count: number }) => {
    if (!bare) return '';
    const [mine, base] = [per(t), per(bare)];
    return `; ${(mine.db / Math.max(base.db, 0.001)).toFixed(1)}× / ${(mine.node / Math.max(base.node, 0.001)).toFixed(1)}× bare`;
  };
  for (const [kind, t] of totals) {
    if (kind === BARE) {
      console.log(
        `  ${kind}: database ${per(t).db.toFixed(3)} ms, Node ${per(t).node.toFixed(3)} ms per request (${t.count})`,
      );
      continue;
    }
    if (kind.startsWith('create')) {
      console.log(
        `  ${kind}: database ${(t.db / t.count).toFixed(3)} ms, Node ${(t.node / t.count).toFixed(3)} ms each (${t.count})${ratio(t)}`,
      );
      continue;
    }
    console.log(
      `  ${kind}: database ${(t.db / t.count).toFixed(3)} ms, Node ${(t.node / t.count).toFixed(3)} ms per advance (${t.count})${ratio(t)}`,
    );
    all = { db: all.db + t.db, node: all.node + t.node, count: all.count + t.count };
  }
  console.log(
    `  mean: database ${(all.db / all.count).toFixed(3)} ms, Node ${(all.node / all.count).toFixed(3)} ms per advance${ratio(all)}`,
  );
  for (const [kind, files] of profiles)
    console.log([`  profile of ${kind}: ${files.join(' ')}`, ...summarise(files, 25)].join('\n'));
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
