import { type ChildProcess, spawn } from 'node:child_process';

// What a bench asks its children over IPC (bench/lib/probe.mjs in the shipped server,
// bench/lib/bare-child.ts in the bare baseline, bench/lib/health-child.ts probing health).

/**
 * Starts one of the bench's TypeScript children (`script`, run through tsx with IPC) and waits
 * for its first message, which it sends once ready. However the bench ends, the child goes too.
 */
export async function startChild<T>(script: string, env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  process.on('exit', () => {
    if (child.exitCode === null) child.kill('SIGKILL');
  });
  const ready = await new Promise<T>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
    child.once('message', (message) => resolve(message as T));
  });
  return { child, ready };
}

function ask<T>(child: ChildProcess, message: unknown, answerKey: string): Promise<T> {
  return new Promise((resolve) => {
    const answer = (m: unknown) => {
      if (typeof m !== 'object' || m === null || !(answerKey in m)) return;
      child.off('message', answer);
      resolve(m as T);
    };
    child.on('message', answer);
    child.send(message as string);
  });
}

/** CPU time (user + system) a bench child has used so far, in ms. */
export async function childCpu(child: ChildProcess): Promise<number> {
  const { cpu } = await ask<{ cpu: NodeJS.CpuUsage }>(child, 'cpu', 'cpu');
  return (cpu.user + cpu.system) / 1000;
}

/** The server's event-loop delay since the last ask (or its start): its longest stall and p99. */
export type LoopDelay = { maxMs: number; p99Ms: number; stalls: { endedAt: number; ms: number }[] };
export async function serverLoopDelay(child: ChildProcess): Promise<LoopDelay> {
  return (await ask<{ loop: LoopDelay }>(child, 'loop', 'loop')).loop;
}

/** bench/lib/health-child.ts: the answers it has had so far. */
export async function healthAnswers(child: ChildProcess): Promise<number> {
  return (await ask<{ count: number }>(child, 'count', 'count')).count;
}

/** bench/lib/health-child.ts stops probing and answers every latency (ms); it then exits. */
export async function healthLatencies(child: ChildProcess): Promise<number[]> {
  return (await ask<{ latencies: number[] }>(child, 'stop', 'latencies')).latencies;
}

export type Memory = { rss: number; heapUsed: number };

/** The server's memory after a full garbage collection. */
export function serverMemory(child: ChildProcess): Promise<Memory> {
  return ask<Memory>(child, 'memory', 'rss');
}

/**
 * With BENCH_PROFILE=<dir>, the server records a CPU profile between `start` and `stop` and
 * writes it to <dir> (a .cpuprofile, for Chrome DevTools or `bench/lib/profile-summary.ts`).
 * Answers the file written, or undefined when the knob is unset.
 */
export async function profileServer(child: ChildProcess, step: 'start' | 'stop'): Promise<string | undefined> {
  const dir = process.env.BENCH_PROFILE;
  if (!dir) return undefined;
  const { profile } = await ask<{ profile: string }>(child, { profile: step, dir }, 'profile');
  return profile || undefined;
}
