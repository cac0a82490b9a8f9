import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent } from 'node:http';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { hashLoginToken } from '../../api/src/features/auth/login-session.ts';
import { buildApi } from '../../scripts/build-api.mjs';
import { SERVER_ARGS } from '../../scripts/server-args.mjs';
import type { Member } from './clients.ts';
import type { BenchServer } from './server.ts';

// The server as shipped: api/dist/server.js (rebuilt first), NODE_ENV=production, on a fresh
// PostgreSQL database of its own, dropped at the end. Production has no development sign-in, so
// the bench's players get their users and login sessions written straight into that database.

const BENCH_APP = 'clipclub-bench';
const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export type ShippedServer = BenchServer & {
  /** The database the server uses, for the bench's own reads (backends' CPU, counters). */
  pool: pg.Pool;
  databaseName: string;
  seedMembers(count: number): Promise<Member[]>;
};

export async function startShippedServer(port: number): Promise<ShippedServer> {
  const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const databaseName = `clipclub_bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${databaseName}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  // BENCH_SERVER_ROOT runs another checkout's built api/dist (a before/after comparison).
  const serverRoot = process.env.BENCH_SERVER_ROOT ?? REPO_ROOT;
  if (serverRoot === REPO_ROOT) await buildApi();

  const origin = `http://127.0.0.1:${port}`;
  // BENCH_SERVER_ARGS adds node flags before the script (e.g. `--cpu-prof --cpu-prof-dir=/tmp/p`).
  const extra = process.env.BENCH_SERVER_ARGS?.split(' ').filter(Boolean) ?? [];
  const args = [...SERVER_ARGS.slice(0, -1), ...extra, ...SERVER_ARGS.slice(-1)];
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: serverRoot,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: origin,
      DATABASE_URL: url.toString(),
      SESSION_SECRET: randomBytes(32).toString('hex'),
      // Production asks for OAuth settings; nobody signs in through them here.
      GOOGLE_CLIENT_ID: 'bench',
      GOOGLE_CLIENT_SECRET: 'bench',
      LOG_LEVEL: 'warn',
      SCHEDULER_INTERVAL_MS: '0',
      // The bench measures fan-out and the database, not the caps: its clients share one address.
      RATE_LIMIT_WRITES_PER_MINUTE: '1000000',
      RATE_LIMIT_READS_PER_MINUTE: '1000000',
      SOCKETS_PER_ADDRESS: '1000000',
      YOUTUBE_OEMBED_URL: `${origin}/api/no-oembed-here`,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  process.on('exit', () => {
    if (child.exitCode === null) child.kill('SIGKILL');
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const up = await fetch(`${origin}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error('server did not answer /api/health within 60 s');
    await new Promise((r) => setTimeout(r, 100));
  }
  // Named, so its own backend is left out of the database's counters.
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2, application_name: BENCH_APP });
  let seeded = 0;

  return {
    url: origin,
    origin,
    child,
    database: `PostgreSQL (${databaseName})`,
    pool,
    databaseName,
    async seedMembers(count: number): Promise<Member[]> {
      const members: Member[] = [];
      const now = new Date();
      const expires = new Date(now.getTime() + 7 * 86_400_000);
      for (let start = 0; start < count; start += 500) {
        const batch = Array.from({ length: Math.min(500, count - start) }, (_, i) => seeded + start + i);
        const users = await pool.query<{ id: string }>(
          `INSERT INTO users (subject, email, first_name, last_name, profile_image_url, created_at, updated_at)
           SELECT 'bench-' || n, 'bench' || n || '@example.com', 'Player' || n, NULL, NULL, $2, $2
           FROM unnest($1::int[]) AS n RETURNING id`,
          [batch, now],
        );
        const ids = users.rows.map((r) => r.id);
        const sessionIds = ids.map(() => randomBytes(32).toString('base64url'));
        await pool.query(
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
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        await exited;
      }
      await pool.end();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
      await cleanup.end();
    },
  };
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
export async function databaseCounters(server: ShippedServer): Promise<{ cpuMs: number; commits: number }> {
  const backends = await server.pool.query<{ pid: number }>(
    // The server's connections only: not autovacuum's workers, not the bench's own.
    `SELECT pid FROM pg_stat_activity
     WHERE datname = $1 AND backend_type = 'client backend' AND application_name <> $2`,
    [server.databaseName, BENCH_APP],
  );
  const stats = await server.pool.query<{ xact_commit: string }>(
    'SELECT xact_commit FROM pg_stat_database WHERE datname = $1',
    [server.databaseName],
  );
  let cpuMs = 0;
  for (const { pid } of backends.rows) cpuMs += procCpuMs(pid);
  return { cpuMs, commits: Number(stats.rows[0]?.xact_commit ?? 0) };
}
