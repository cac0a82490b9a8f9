import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { Agent } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CompiledQuery } from 'kysely';
import pg from 'pg';
import { connect } from '../../api/src/db/connect.ts';
import { migrateToLatest } from '../../api/src/db/migrate.ts';
import { hashLoginToken } from '../../api/src/features/auth/login-session.ts';
import { buildApi } from '../../scripts/build-api.mjs';
import { SERVER_ARGS } from '../../scripts/server-args.mjs';
import type { Member } from './clients.ts';

// The one way every bench starts the server under test: as shipped, `node api/dist/server.js`
// (rebuilt first) with NODE_ENV=production, in a child process on loopback.
// - PostgreSQL (`postgres` given): a fresh database of its own on that server, dropped at the end.
// - PGlite (otherwise): a fresh data directory, as `npm start` keeps one in ./data, removed at
//   the end.
// Production has no development sign-in, so the bench's players (users and login sessions) are
// written straight into the database: on PGlite before the server opens it (one process at a
// time), on PostgreSQL at any time (seedMembers).
// The server also loads bench/lib/probe.mjs (answers memory, CPU and profiles over IPC).

const BENCH_APP = 'clipclub-bench';
const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const PROBE = resolve(REPO_ROOT, 'bench/lib/probe.mjs');

export type BenchServer = {
  url: string;
  origin: string;
  child: ChildProcess;
  /** what the server runs on, for the bench's header */
  database: string;
  /** players seeded before the start (options.members) */
  members: Member[];
  /** PostgreSQL only: the database the server uses, for the bench's own reads */
  postgres: { pool: pg.Pool; databaseName: string } | undefined;
  /** PostgreSQL only: more players, while the server runs */
  seedMembers(count: number): Promise<Member[]>;
  stop(): Promise<void>;
};

export type ShippedOptions = {
  /** default: BENCH_PORT, else a free port */
  port?: number;
  /** PostgreSQL server URL (its database is only used to create and drop the bench's own); unset: PGlite */
  postgres?: string | undefined;
  /** players to seed before the server starts */
  members?: number;
};

type Run = (text: string, params: unknown[]) => Promise<{ rows: unknown[] }>;

/**
 * Another checkout's api/dist is only its own if its build bundled its own protocol and
 * migrations: a worktree whose node_modules links to this checkout's resolves `@clipclub/*` here,
 * so its "before" would run this checkout's migrations (and did once, unnoticed: the schema was
 * the change measured).
 */
function mustBundleItsOwnWorkspaces(serverRoot: string): void {
  const root = realpathSync(serverRoot);
  for (const workspace of ['protocol', 'migrations']) {
    const resolved = realpathSync(join(serverRoot, 'node_modules/@clipclub', workspace));
    if (!resolved.startsWith(`${root}/`))
      throw new Error(
        `BENCH_SERVER_ROOT ${serverRoot}: its @clipclub/${workspace} is ${resolved}, not its own. Give it ` +
          'node_modules of its own (npm ci), or links to every package but @clipclub, whose entries point ' +
          'into it; then build its api/dist again (node scripts/build-api.mjs there).',
      );
  }
}

export async function startShippedServer(options: ShippedOptions = {}): Promise<BenchServer> {
  const port = options.port ?? (process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : 0);
  // BENCH_SERVER_ROOT runs another checkout's built api/dist (a before/after comparison).
  const serverRoot = process.env.BENCH_SERVER_ROOT ?? REPO_ROOT;
  if (serverRoot === REPO_ROOT) await buildApi();
  else mustBundleItsOwnWorkspaces(serverRoot);
  const database = options.postgres ? await freshPostgres(options.postgres) : await freshPglite();
  const seeder = memberSeeder();
  const toSeed = options.members ?? 0;
  let members = database.beforeStart ? await database.beforeStart((run) => seeder(run, toSeed)) : [];

  const listenPort = port || (await freePort());
  const origin = `http://127.0.0.1:${listenPort}`;
  // BENCH_SERVER_ARGS adds node flags before the script (e.g. `--cpu-prof --cpu-prof-dir=/tmp/p`).
  const extra = process.env.BENCH_SERVER_ARGS?.split(' ').filter(Boolean) ?? [];
  const probe = ['--expose-gc', '--import', PROBE];
  const args = [...SERVER_ARGS.slice(0, -1), ...probe, ...extra, ...SERVER_ARGS.slice(-1)];
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: serverRoot,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(listenPort),
      PUBLIC_URL: origin,
      ...database.env,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      // Production asks for OAuth settings; nobody signs in through them here.
      GOOGLE_CLIENT_ID: 'bench',
      GOOGLE_CLIENT_SECRET: 'bench',
      ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
      LOG_LEVEL: 'warn',
      SCHEDULER_INTERVAL_MS: process.env.BENCH_SCHEDULER_MS ?? '0',
      // The bench measures fan-out and the database, not the caps: its clients share one address.
      RATE_LIMIT_WRITES_PER_MINUTE: '1000000',
      RATE_LIMIT_READS_PER_MINUTE: '1000000',
      SOCKETS_PER_ADDRESS: '1000000',
      // No internet: video lookups answer 404 from the server itself at once (fallback titles).
      YOUTUBE_OEMBED_URL: `${origin}/api/no-oembed-here`,
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  // However the bench ends, it takes its server with it.
  process.on('exit', () => {
    if (child.exitCode === null) child.kill('SIGKILL');
  });
  const stopChild = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    await exited;
  };
  try {
    await untilHealthy(child, origin);
  } catch (error) {
    await stopChild();
    await database.drop();
    throw error;
  }
  // PostgreSQL: the server's own migrations made the tables.
  if (!database.beforeStart) members = await database.whileRunning((run) => seeder(run, toSeed));
  return {
    url: origin,
    origin,
    child,
    database: database.label,
    members,
    postgres: database.postgres,
    seedMembers: (count) => database.whileRunning((run) => seeder(run, count)),
    async stop() {
      await stopChild();
      await database.drop();
    },
  };
}

async function untilHealthy(child: ChildProcess, origin: string) {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const up = await fetch(`${origin}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    if (Date.now() > deadline) throw new Error('server did not answer /api/health within 120 s');
    await new Promise((r) => setTimeout(r, 100));
  }
}

type Fresh = {
  label: string;
  env: Record<string, string>;
  postgres: BenchServer['postgres'];
  /** PGlite: the database made and open here before the server has it */
  beforeStart?: <T>(task: (run: Run) => Promise<T>) => Promise<T>;
  whileRunning<T>(task: (run: Run) => Promise<T>): Promise<T>;
  drop(): Promise<void>;
};

async function freshPostgres(adminUrl: string): Promise<Fresh> {
  const databaseName = `clipclub_bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${databaseName}`);
  // BENCH_PG_SETTINGS: settings for this database's sessions, e.g. `log_statement=all,log_planner_stats=on`
  // (where the database's CPU goes, in the PostgreSQL log: see bench/README.md).
  for (const setting of process.env.BENCH_PG_SETTINGS?.split(',').filter(Boolean) ?? []) {
    const [name, value] = setting.split('=');
    await admin.query(
      `ALTER DATABASE ${databaseName} SET ${pg.escapeIdentifier(name ?? '')} = ${pg.escapeLiteral(value ?? '')}`,
    );
  }
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  // Named, so its own backend is left out of the database's counters.
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2, application_name: BENCH_APP });
  const run: Run = (text, params) => pool.query(text, params);
  return {
    label: `PostgreSQL (${databaseName})`,
    env: { DATABASE_URL: url.toString() },
    postgres: { pool, databaseName },
    whileRunning: (task) => task(run),
    async drop() {
      await pool.end();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

async function freshPglite(): Promise<Fresh> {
  const scratch = mkdtempSync(join(tmpdir(), 'clipclub-bench-pglite-'));
  const dataDir = join(scratch, 'data');
  return {
    label: `PGlite (a new data directory under ${tmpdir()})`,
    env: { DATA_DIR: dataDir },
    postgres: undefined,
    // Made, migrated and seeded here, then closed: PGlite is one process's database.
    async beforeStart(task) {
      const { db } = await connect({ dataDir, initInChildProcess: true });
      try {
        await migrateToLatest(db);
        return await task(async (text, params) => db.executeQuery(CompiledQuery.raw(text, params)));
      } finally {
        await db.destroy();
      }
    },
    whileRunning() {
      throw new Error('PGlite: seed every player before the server starts (options.members)');
    },
    async drop() {
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}

/** Players written as sign-in would write them: a user and a login session each. */
function memberSeeder() {
  let seeded = 0;
  return async (run: Run, count: number): Promise<Member[]> => {
    const members: Member[] = [];
    const now = new Date();
    const expires = new Date(now.getTime() + 7 * 86_400_000);
    for (let start = 0; start < count; start += 500) {
      const batch = Array.from({ length: Math.min(500, count - start) }, (_, i) => seeded + start + i);
      const users = await run(
        `INSERT INTO users (subject, email, first_name, last_name, profile_image_url, created_at, updated_at)
         SELECT 'bench-' || n, 'bench' || n || '@example.com', 'Player' || n, NULL, NULL, $2, $2
         FROM unnest($1::int[]) AS n RETURNING id`,
        [batch, now],
      );
      const ids = (users.rows as { id: string }[]).map((r) => r.id);
      const sessionIds = ids.map(() => randomBytes(32).toString('base64url'));
      await run(
        `INSERT INTO login_sessions (id_hash, user_id, created_at, last_seen_at, expires_at)
         SELECT h, u, $3, $3, $4 FROM unnest($1::text[], $2::uuid[]) AS s(h, u)`,
        [sessionIds.map(hashLoginToken), ids, now, expires],
      );
      for (const [i, id] of ids.entries()) {
        members.push({
          userId: id,
          cookie: `cc_session=${sessionIds[i]}`,
          agent: new Agent({ keepAlive: true, maxSockets: 1 }),
        });
      }
    }
    seeded += count;
    return members;
  };
}

async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const address = probe.address();
  await new Promise<void>((done) => probe.close(() => done()));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/** CPU time (user + system) of a process so far, in ms, from /proc (any process, no IPC). */
export function procCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]); // utime, stime
    return (ticks * 1000) / 100; // USER_HZ is 100 on Linux
  } catch {
    return 0; // the process is gone
  }
}

/** Resident memory of a process, in bytes, from /proc. */
export function procRss(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+)/.exec(status)?.[1];
  return Number(kb ?? 0) * 1024;
}

/**
 * The database's side: the CPU its backends serving this database have used so far (PostgreSQL
 * on this machine: /proc of each backend), and its committed transactions.
 */
export async function databaseCounters(server: BenchServer): Promise<{ cpuMs: number; commits: number }> {
  const backends = await serverBackendCpu(server);
  const stats = await postgresOf(server).pool.query<{ xact_commit: string }>(
    'SELECT xact_commit FROM pg_stat_database WHERE datname = $1',
    [postgresOf(server).databaseName],
  );
  let cpuMs = 0;
  for (const cpu of backends.values()) cpuMs += cpu;
  return { cpuMs, commits: Number(stats.rows[0]?.xact_commit ?? 0) };
}

/**
 * PostgreSQL: the planner's statistics of every table, as autovacuum keeps them in production
 * (it analyzes a table within a minute once 50 rows and a tenth of it changed). The bench's rows
 * are seconds old: on tables never analyzed an advance to results read every session of its
 * phase to find its own, and the rooms by a full scan (auto_explain, 2026-11-28), a cost that
 * grew with the rooms and that no server that has run a minute pays.
 */
export async function analyzeTables(server: BenchServer): Promise<void> {
  await postgresOf(server).pool.query('ANALYZE');
}

/** The CPU so far of each backend serving the server (PostgreSQL on this machine: /proc), by pid. */
export async function serverBackendCpu(server: BenchServer): Promise<Map<number, number>> {
  const { pool, databaseName } = postgresOf(server);
  const { rows } = await pool.query<{ pid: number }>(
    // The server's connections only: not autovacuum's workers, not the bench's own.
    `SELECT pid FROM pg_stat_activity
     WHERE datname = $1 AND backend_type = 'client backend' AND application_name <> $2`,
    [databaseName, BENCH_APP],
  );
  return new Map(rows.map(({ pid }) => [pid, threadCpuMs(pid)]));
}

/**
 * A single-threaded process's CPU (a PostgreSQL backend), in ms, to the nanosecond: the
 * scheduler's own count (/proc/<pid>/schedstat, the main thread only). /proc/<pid>/stat's 10 ms
 * ticks, rounded per backend, made a phase of ~30 ticks spread over ten backends move by ±20 %
 * from run to run. Falls back to the ticks where the kernel keeps no schedstat.
 */
function threadCpuMs(pid: number): number {
  try {
    const ns = Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]);
    if (ns > 0) return ns / 1e6;
  } catch {
    return 0; // the process is gone
  }
  return procCpuMs(pid);
}

function postgresOf(server: BenchServer): NonNullable<BenchServer['postgres']> {
  if (!server.postgres) throw new Error('database counters need PostgreSQL');
  return server.postgres;
}
