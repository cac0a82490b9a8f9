import { inBatches, pause } from './lib/clients.ts';
import { prepareWrite, setUpRooms } from './lib/game.ts';
import { machineLine } from './lib/machine.ts';
import { databaseCounters, procCpuMs, startShippedServer } from './lib/shipped.ts';

// npm run bench:pass — what the scheduler's pass (every 15 s in production: reminders, results
// nobody announced, finales, digests, the outboxes) costs a server holding many rooms. The
// shipped server on PostgreSQL, rooms × 10 members, every room with a session made (open for
// submissions, every member told), half of them played through to results (every member told);
// then the server idles a minute. Twice, each on its own server and database: the scheduler off
// (the bare baseline: what the idle server spends anyway), then on. Prints Node's CPU and the
// transactions per pass, the difference of the two. Knobs: BENCH_ROOMS (1000), BENCH_IDLE_S (60).
const ROOMS = Number(process.env.BENCH_ROOMS ?? 1000);
const IDLE_MS = Number(process.env.BENCH_IDLE_S ?? 60) * 1000;
const INTERVAL_MS = 15_000;

async function idleMinute(schedulerMs: number) {
  process.env.BENCH_SCHEDULER_MS = String(schedulerMs);
  const server = await startShippedServer({
    postgres: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  });
  const pid = server.child.pid as number;
  try {
    const rooms = await setUpRooms(server, await server.seedMembers(ROOMS * 10), 10);
    await inBatches(rooms, 8, (room) => prepareWrite(server, room)); // a session made in each: opens
    const half = rooms.slice(0, Math.floor(ROOMS / 2));
    for (let step = 0; step < 2; step++)
      for (const write of await inBatches(half, 8, (room) => prepareWrite(server, room))) await write.send();
    // The players' connections close (the server would hold them 72 s, its keep-alive), then the
    // first pass after the set-up catches up what it made.
    for (const room of rooms) for (const member of room.members) member.agent.destroy();
    await pause(INTERVAL_MS + 5_000);
    const before = { node: procCpuMs(pid), db: await databaseCounters(server) };
    await pause(IDLE_MS);
    const after = { node: procCpuMs(pid), db: await databaseCounters(server) };
    // Less the two counter reads of the bench itself.
    return { node: after.node - before.node, commits: after.db.commits - before.db.commits - 2 };
  } finally {
    await server.stop();
  }
}

async function main() {
  console.log(
    `Clip Club scheduler pass: ${ROOMS} rooms × 10, idle ${IDLE_MS / 1000} s with the scheduler off, then on`,
  );
  console.log(`  machine: ${machineLine()}`);
  const off = await idleMinute(0);
  const on = await idleMinute(INTERVAL_MS);
  const passes = IDLE_MS / INTERVAL_MS;
  console.log(`  machine at the end: ${machineLine()}`);
  console.log(
    `  scheduler off (bare): Node ${off.node.toFixed(0)} ms, ${off.commits} transactions in ${IDLE_MS / 1000} s`,
  );
  console.log(
    `  scheduler every 15 s: Node ${on.node.toFixed(0)} ms, ${on.commits} transactions in ${IDLE_MS / 1000} s`,
  );
  console.log(
    `  per pass (${passes} passes): Node ${((on.node - off.node) / passes).toFixed(0)} ms, ${((on.commits - off.commits) / passes).toFixed(1)} transactions`,
  );
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
