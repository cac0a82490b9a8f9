// npm run bench:memory — idle memory of the production server (≤ 150 MiB RSS on
// PostgreSQL, ≤ 350 MiB on PGlite). Builds what `npm start` builds (the API bundle; the web app
// if it is missing), then starts `node ${SERVER_ARGS}` as `npm start` does, once per database and
// run, waits for /api/health, lets it settle, and reads its RSS (`ps -o rss`) and V8's figures
// (heap used, external) without forcing a GC. Beside it, in the same run, a bare Node process and
// a bare Fastify hello started with the same flags, so the ratios hold on a busy machine.
// Then, once per database, RSS after a played evening (bench/lib/play.ts: rooms of 10 with their
// sockets, sessions submitted, voted and read), with the sockets still open and after they left.
// Prints figures only; never fails on a miss.
//
// Knobs: DATABASE_URL (adds PostgreSQL; unset, PGlite only), BENCH_RUNS (3), BENCH_SETTLE_MS
// (5000), BENCH_PORT (first port, default 3600), BENCH_SERVER_ARGS (extra node flags for every
// process measured, e.g. `--max-semi-space-size=1`, to try a flag without editing the list),
// BENCH_CASES (only the cases whose label contains one of these comma-separated words, e.g.
// `PostgreSQL,memory`; the bare baselines always run), BENCH_PLAY_ROOMS (20 rooms of 10 in the
// played evening), BENCH_PLAY_SESSIONS (2 sessions per room).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildApi } from '../scripts/build-api.mjs';
import { SERVER_ARGS, SERVER_NODE_FLAGS } from '../scripts/server-args.mjs';
import { machineLine } from './lib/machine.ts';
import { playEvening } from './lib/play.ts';
import { procRss, startShippedServer } from './lib/shipped.ts';

const root = resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 5_000);
const EXTRA = process.env.BENCH_SERVER_ARGS?.split(' ').filter(Boolean) ?? [];
let nextPort = Number(process.env.BENCH_PORT ?? 3600);
const PLAY_ROOMS = Number(process.env.BENCH_PLAY_ROOMS ?? 20);
const PLAY_SESSIONS = Number(process.env.BENCH_PLAY_SESSIONS ?? 2);

// Loaded before the server's own code (`--import`): answers 'memory' over the IPC channel that
// `npm start` opens anyway. No GC is forced: the reading is what the idle process holds.
const PROBE = `data:text/javascript,${encodeURIComponent(
  "process.on('message', (m) => { if (m === 'memory') process.send({ ...process.memoryUsage() }); });",
)}`;

const BARE_NODE = `setInterval(() => {}, 1 << 30); process.send('ready');`;
const BARE_FASTIFY = `
import Fastify from 'fastify';
const app = Fastify();
app.get('/api/health', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });`;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const mib = (bytes) => bytes / 2 ** 20;

function rssOf(pid) {
  const out = spawnSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).stdout.trim();
  return Number(out) * 1024;
}

async function measure(label, args, env, { cwd = root, waitFor = 'health' } = {}) {
  const port = nextPort++;
  const child = spawn(process.execPath, [...EXTRA, '--import', PROBE, ...args], {
    cwd,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise((done) => child.once('exit', done));
  try {
    const started = Date.now();
    if (waitFor === 'ready') {
      await new Promise((done) => child.once('message', done));
    } else {
      for (;;) {
        if (child.exitCode !== null) throw new Error(`${label}: exited with ${child.exitCode}`);
        const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
          (r) => r.ok,
          () => false,
        );
        if (up) break;
        if (Date.now() - started > 300_000) throw new Error(`${label}: no answer from /api/health within 300 s`);
        await sleep(100);
      }
    }
    const startMs = Date.now() - started;
    await sleep(SETTLE_MS);
    const rss = rssOf(child.pid);
    const v8 = await new Promise((done) => {
      child.on('message', (m) => typeof m === 'object' && m !== null && 'heapUsed' in m && done(m));
      child.send('memory');
    });
    return { label, rss, heapUsed: v8.heapUsed, external: v8.external, startMs };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

/** The shipped server's RSS idle, after an evening with its sockets open, and once they left. */
async function played(postgres) {
  const server = await startShippedServer({ port: nextPort++, members: PLAY_ROOMS * 10, postgres });
  try {
    await sleep(SETTLE_MS);
    const idle = procRss(server.child.pid);
    const leave = await playEvening(server, 10, PLAY_SESSIONS);
    await sleep(SETTLE_MS);
    const playing = procRss(server.child.pid);
    await leave();
    await sleep(SETTLE_MS);
    return { idle, playing, left: procRss(server.child.pid) };
  } finally {
    await server.stop();
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function report(label, rows, base) {
  const rss = median(rows.map((r) => r.rss));
  const cell = (n) => mib(n).toFixed(0);
  console.log(
    `  ${label.padEnd(26)} RSS ${cell(rss).padStart(4)} MiB (${rows.map((r) => cell(r.rss)).join(', ')})` +
      `  heap used ${cell(median(rows.map((r) => r.heapUsed))).padStart(3)}` +
      `  external ${cell(median(rows.map((r) => r.external))).padStart(3)} MiB` +
      `  start ${(median(rows.map((r) => r.startMs)) / 1000).toFixed(1)} s` +
      (base ? `  ${(rss / base).toFixed(2)}× bare Fastify` : ''),
  );
  return rss;
}

async function main() {
  console.log(`machine: ${machineLine()}`);
  console.log(`server: node ${[...EXTRA, ...SERVER_ARGS].join(' ')}; ${RUNS} runs, settle ${SETTLE_MS} ms`);
  await buildApi();
  if (!existsSync(join(root, 'web/dist/index.html'))) {
    const web = spawnSync('npm', ['run', 'build', '-w', 'web'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (web.status !== 0) process.exit(web.status ?? 1);
  }

  const cases = [
    ['bare node', () => measure('bare node', [...SERVER_NODE_FLAGS, '-e', BARE_NODE], {}, { waitFor: 'ready' })],
    [
      'bare Fastify hello',
      () =>
        measure(
          'bare Fastify hello',
          [...SERVER_NODE_FLAGS, '--input-type=module', '-e', BARE_FASTIFY],
          {},
          {
            cwd: join(root, 'api'),
          },
        ),
    ],
  ];
  if (process.env.DATABASE_URL) {
    cases.push(['PostgreSQL', () => measure('PostgreSQL', SERVER_ARGS, { DATABASE_URL: process.env.DATABASE_URL })]);
  }
  cases.push(['PGlite memory://', () => measure('PGlite memory://', SERVER_ARGS, { DATA_DIR: 'memory://' })]);
  // A data directory: created by the first start (in the child process), then opened as it is.
  const dirs = [];
  cases.push([
    'PGlite new directory',
    () => {
      const dir = mkdtempSync(join(tmpdir(), 'clipclub-bench-memory-'));
      dirs.push(dir);
      return measure('PGlite new directory', SERVER_ARGS, { DATA_DIR: join(dir, 'data') });
    },
  ]);
  cases.push([
    'PGlite directory reopened',
    () => measure('PGlite directory reopened', SERVER_ARGS, { DATA_DIR: join(dirs.at(-1), 'data') }),
  ]);

  const only = process.env.BENCH_CASES?.split(',').filter(Boolean);
  if (only) {
    const keep = (label) => label.startsWith('bare') || only.some((word) => label.includes(word));
    cases.splice(0, cases.length, ...cases.filter(([label]) => keep(label)));
  }
  // Runs interleave (one of each case, then again) so load changes hit every case alike.
  const results = new Map(cases.map(([label]) => [label, []]));
  try {
    for (let run = 0; run < RUNS; run++) {
      for (const [label, fn] of cases) results.get(label).push(await fn());
    }
  } finally {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
  console.log(`idle memory, ${SETTLE_MS / 1000} s after the first answer (median of ${RUNS}; each run in brackets):`);
  let base;
  for (const [label] of cases) {
    const rss = report(label, results.get(label), base);
    if (label === 'bare Fastify hello') base = rss;
  }
  const databases = [
    ...(process.env.DATABASE_URL ? [['PostgreSQL', process.env.DATABASE_URL]] : []),
    ['PGlite directory', undefined],
  ].filter(([label]) => !only || only.some((word) => `${label} played`.includes(word)));
  console.log(
    `after a played evening (${PLAY_ROOMS} rooms × 10 players with their sockets, ${PLAY_SESSIONS} sessions each played through results; one run):`,
  );
  for (const [label, postgres] of databases) {
    const { idle, playing, left } = await played(postgres);
    const cell = (n) => `${mib(n).toFixed(0).padStart(4)} MiB (${(n / base).toFixed(2)}× bare Fastify)`;
    console.log(
      `  ${label.padEnd(26)} idle ${cell(idle)}, sockets open ${cell(playing)}, after they left ${cell(left)}`,
    );
  }
  console.log(`machine after: ${machineLine()}`);
}

await main();
