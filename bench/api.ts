import { type ChildProcess, spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { expectStatus, type Member, send } from './lib/clients.ts';
import { childCpu, profileServer } from './lib/ipc.ts';
import { machineLine } from './lib/machine.ts';
import { summarise } from './lib/profile-summary.ts';
import { startShippedServer } from './lib/shipped.ts';

// npm run bench:api — throughput of the sessions list (its 200, answered from the answer kept
// per room version and role, and its 304), and of an uncached database read (the members list),
// beside a bare
// Fastify "hello" measured in the same run, so the ratios hold on a busy machine too. Prints
// figures only; a miss is reported, never a failed test. ~1 minute.
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);

type Figures = { rps: number; p50: number; p99: number; non2xx: number };

async function load(url: string, headers: Record<string, string> = {}): Promise<Figures> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
  };
}

const BARE = `
import Fastify from 'fastify';
const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: 0, host: '127.0.0.1' });
process.on('message', (m) => m === 'cpu' && process.send({ cpu: process.cpuUsage() }));
process.send(app.server.address().port);
`;

async function bareHello(): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--input-type=module', '-e', BARE], {
    cwd: new URL('../api/', import.meta.url),
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((done) => child.once('message', (p) => done(Number(p))));
  return { url: `http://127.0.0.1:${port}/`, child };
}

const line = (label: string, f: Figures, base?: Figures) =>
  console.log(
    `  ${label.padEnd(24)} ${f.rps.toFixed(0).padStart(7)} req/s  p50 ${String(f.p50).padStart(4)} ms  p99 ${String(f.p99).padStart(5)} ms` +
      (base ? `  ${((100 * f.rps) / base.rps).toFixed(1).padStart(5)}% of hello` : '') +
      (f.non2xx ? `  (${f.non2xx} non-2xx)` : ''),
  );

async function main() {
  console.log(`machine: ${machineLine()}`);
  const server = await startShippedServer({ members: 1, postgres: process.env.DATABASE_URL });
  const bare = await bareHello();
  try {
    const admin = server.members[0] as Member;
    const created = expectStatus(
      await send(server, admin, 'POST', '/api/rooms', {
        body: { name: 'Bench room', type: 'manual', votingMode: 'classic' },
      }),
      201,
      'create room',
    );
    const roomId = (JSON.parse(created.body) as { id: string }).id;
    for (let i = 1; i <= 6; i++) {
      expectStatus(
        await send(server, admin, 'POST', `/api/rooms/${roomId}/sessions`, { body: { theme: `Theme ${i}` } }),
        201,
        'create session',
      );
    }
    const url = `${server.url}/api/rooms/${roomId}/sessions`;
    const first = await send(server, admin, 'GET', `/api/rooms/${roomId}/sessions`);
    const headers = { cookie: admin.cookie, 'accept-encoding': 'gzip, br' };

    console.log(
      `server: node api/dist/server.js, NODE_ENV=production, ${server.database}; ${CONNECTIONS} connections, ${SECONDS} s each`,
    );
    const helloCpuBefore = await childCpu(bare.child);
    const hello = await load(bare.url);
    const helloCpu = (await childCpu(bare.child)) - helloCpuBefore;
    // The server's CPU time per answer, beside its rate: on a shared machine the rate follows
    // whoever else holds the cores, the CPU a request costs much less so.
    const cpuBefore200 = await childCpu(server.child);
    const list200 = await load(url, headers);
    const cpu200 = (await childCpu(server.child)) - cpuBefore200;
    // BENCH_PROFILE=<dir>: a CPU profile of the 304 phase (what a poll of an unchanged room costs).
    await profileServer(server.child, 'start');
    const cpuBefore304 = await childCpu(server.child);
    const list304 = first.etag ? await load(url, { ...headers, 'if-none-match': first.etag }) : undefined;
    const cpu304 = (await childCpu(server.child)) - cpuBefore304;
    const profile = await profileServer(server.child, 'stop');
    // Uncached: the members list without If-None-Match is read from the database every time
    // (membership check and the list), where the sessions list above is a kept answer.
    const cpuBeforeDb = await childCpu(server.child);
    const members200 = await load(`${server.url}/api/rooms/${roomId}/members`, headers);
    const cpuDb = (await childCpu(server.child)) - cpuBeforeDb;
    const helloAfter = await load(bare.url);
    // The baseline is the mean of the hello runs before and after: on a shared machine the
    // rate drifts by 10–15% within a minute, and the two bracket what is measured between.
    const base = { ...hello, rps: (hello.rps + helloAfter.rps) / 2 };
    line('bare Fastify hello', hello);
    line('sessions list 200, kept', list200, base);
    if (list304) line('sessions list 304', list304, base);
    else console.log('  sessions list 304: no ETag on the answer');
    line('members 200, database', members200, base);
    line('bare hello, again', helloAfter);
    console.log(`  (ratios to the mean of the two hello runs, ${base.rps.toFixed(0)} req/s)`);
    const perAnswer = (cpuMs: number, f: Figures) => `${((1000 * cpuMs) / (f.rps * SECONDS)).toFixed(1)} µs`;
    console.log(
      `  server CPU per answer: hello ${perAnswer(helloCpu, hello)}, list 200 ${perAnswer(cpu200, list200)}` +
        (list304 ? `, list 304 ${perAnswer(cpu304, list304)}` : '') +
        `, members 200 from the database ${perAnswer(cpuDb, members200)}`,
    );
    if (profile) console.log([`  profile of the 304 phase: ${profile}`, ...summarise(profile, 25)].join('\n'));
    console.log(`load average after: ${machineLine().split('load average ')[1]}`);
  } finally {
    bare.child.kill('SIGTERM');
    await server.stop();
  }
}

await main();
