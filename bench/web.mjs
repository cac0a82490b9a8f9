// npm run bench:web — Lighthouse (mobile: simulated Slow 4G and 4× CPU slowdown) against
// `npm start`'s server: the landing page, a signed-in room page and a vote page, each the
// median of 3 runs by score. Prints figures beside the issue 12 goals; never fails on a miss.
// Chromium at CHROME_PATH (default /usr/bin/chromium).
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { cpus, loadavg, totalmem } from 'node:os';
import { resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const root = resolve(import.meta.dirname, '..');

async function freePort() {
  const probe = createServer();
  await new Promise((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address();
  await new Promise((done) => probe.close(done));
  return port;
}

async function startApp() {
  // BENCH_PORT pins the server's port (helpers sharing a machine each have their own range).
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
  const origin = `http://localhost:${port}`;
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), PUBLIC_URL: origin, DATA_DIR: 'memory://', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  process.on('exit', () => child.kill('SIGTERM'));
  for (let i = 0; i < 600; i++) {
    if (
      await fetch(`${origin}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { origin, child };
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

async function call(origin, cookie, method, path, body) {
  const res = await fetch(`${origin}${path}`, {
    method,
    headers: { origin, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res;
}

/** A signed-in admin with a room, a session in voting and one submission-free ballot page. */
async function seed(origin) {
  const login = await call(origin, undefined, 'POST', '/api/dev/login', {
    email: 'bench@example.com',
    firstName: 'Bench',
  });
  const cookie = login.headers
    .getSetCookie()
    .find((c) => c.startsWith('cc_session='))
    ?.split(';')[0];
  const room = await (
    await call(origin, cookie, 'POST', '/api/rooms', { name: 'Bench room', type: 'manual', votingMode: 'classic' })
  ).json();
  const session = await (
    await call(origin, cookie, 'POST', `/api/rooms/${room.id}/sessions`, { theme: 'Cats' })
  ).json();
  await call(origin, cookie, 'POST', `/api/rooms/${room.id}/sessions`, { theme: 'Dogs' });
  await call(origin, cookie, 'POST', `/api/sessions/${session.id}/advance`, { action: 'endSubmissions' });
  return { cookie, roomPath: `/room/${room.id}`, votePath: `/vote/${session.id}` };
}

const median = (runs) => [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)];

async function main() {
  const cpu = cpus();
  console.log(
    `machine: ${cpu.length} × ${cpu[0]?.model}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}, load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  const { origin, child } = await startApp();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const { cookie, roomPath, votePath } = await seed(origin);
    const pages = [
      { name: '/', path: '/', goal: { score: 95, fcp: 1500, lcp: 2000, tbt: 200, cls: 0.05 }, cookie: undefined },
      { name: 'room page', path: roomPath, goal: { score: 90, lcp: 2500, tbt: 200, cls: 0.05 }, cookie },
      { name: 'vote page', path: votePath, goal: { score: 90, lcp: 2500, tbt: 200, cls: 0.05 }, cookie },
    ];
    // BENCH_PAGES=room,vote (any of landing, room, vote) measures only those pages.
    const only = process.env.BENCH_PAGES?.split(',').map((s) => s.trim());
    const key = (page) => (page.name === '/' ? 'landing' : page.name.split(' ')[0]);
    console.log(`Lighthouse ${RUNS} runs per page, mobile, median by score; server ${origin}`);
    for (const page of pages.filter((p) => !only || only.includes(key(p)))) {
      const runs = [];
      for (let i = 0, failed = 0; i < RUNS; i++) {
        const result = await lighthouse(`${origin}${page.path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          // BENCH_PROFILE=1 adds V8's CPU samples to the trace (with BENCH_TRACE), to name what a
          // long task ran; it makes the page itself a little slower.
          ...(process.env.BENCH_PROFILE ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
          ...(page.cookie ? { extraHeaders: { Cookie: page.cookie } } : {}),
        });
        // BENCH_TRACE=<dir> keeps each run's trace (open it in Chromium's Performance panel).
        if (process.env.BENCH_TRACE && result.artifacts?.Trace) {
          const { writeFileSync } = await import('node:fs');
          const file = `${process.env.BENCH_TRACE}/${key(page)}-${i + 1}.trace.json`;
          writeFileSync(file, JSON.stringify(result.artifacts.Trace));
        }
        // A run Lighthouse itself could not measure (NO_NAVSTART: its trace missed the
        // navigation) scores 0 and would skew the median: it is run again, twice at most.
        const error = result.lhr.runtimeError;
        if (error && failed < 2) {
          failed++;
          i--;
          console.log(`    (${page.name}: Lighthouse failed to measure a run, ${error.code}; running it again)`);
          continue;
        }
        // BENCH_SAVE=<dir> keeps each report, to read what the largest paint waited on.
        if (process.env.BENCH_SAVE) {
          const { writeFileSync } = await import('node:fs');
          const file = `${process.env.BENCH_SAVE}/${page.name.replace(/\W+/g, '_') || 'landing'}-${i + 1}.json`;
          writeFileSync(file, JSON.stringify(result.lhr));
        }
        const audit = (id) => result.lhr.audits[id]?.numericValue ?? Number.NaN;
        const run = {
          score: Math.round((result.lhr.categories.performance.score ?? 0) * 100),
          fcp: audit('first-contentful-paint'),
          lcp: audit('largest-contentful-paint'),
          tbt: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
        };
        runs.push(run);
        console.log(
          `    ${key(page)} run ${i + 1}: score ${run.score}, FCP ${(run.fcp / 1000).toFixed(2)} s, ` +
            `LCP ${(run.lcp / 1000).toFixed(2)} s, TBT ${run.tbt.toFixed(0)} ms, CLS ${run.cls.toFixed(3)}` +
            ` (load ${loadavg()[0].toFixed(2)})`,
        );
      }
      const m = median(runs);
      const mark = (ok) => (ok ? 'ok  ' : 'MISS');
      const g = page.goal;
      console.log(
        `  ${page.name.padEnd(10)} score ${String(m.score).padStart(3)} ${mark(m.score >= g.score)}` +
          `  FCP ${(m.fcp / 1000).toFixed(2)} s${g.fcp ? ` ${mark(m.fcp <= g.fcp)}` : ''}` +
          `  LCP ${(m.lcp / 1000).toFixed(2)} s ${mark(m.lcp <= g.lcp)}` +
          `  TBT ${m.tbt.toFixed(0)} ms ${mark(m.tbt <= g.tbt)}` +
          `  CLS ${m.cls.toFixed(3)} ${mark(m.cls <= g.cls)}` +
          `  (scores ${runs.map((r) => r.score).join(', ')})`,
      );
    }
    console.log(
      `load average after: ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    chrome.kill();
    child.kill('SIGTERM');
  }
}

await main();
process.exit(0);
