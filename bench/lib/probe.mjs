// Loaded into the shipped server before its own code (`node --expose-gc --import <this>`), so
// the benches can ask the server over its IPC channel what only the process itself knows:
// 'memory' (after a full GC: the memory in use, not garbage waiting for a collection), 'cpu'
// (process.cpuUsage), 'loop' (the event loop's longest and p99 delay since the last ask: a
// stall of the server, whatever caused it), and { profile: 'start' | 'stop', dir } (a CPU profile of a phase, written
// as a .cpuprofile). The server's code is api/dist as shipped; this adds listeners only.
import { mkdir, writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { resolve } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();
// When each stall over 100 ms ended (epoch ms) and how long it was, for the bench to place it.
let stalls = [];
let lastTick = performance.now();
setInterval(() => {
  const now = performance.now();
  if (now - lastTick > 110) stalls.push({ endedAt: Date.now(), ms: Math.round(now - lastTick - 10) });
  lastTick = now;
}, 10).unref();

let profiler;

async function profile(step, dir) {
  if (step === 'start') {
    profiler = new Session();
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.start');
    return '';
  }
  if (!profiler) return '';
  const { profile: recorded } = await profiler.post('Profiler.stop');
  profiler.disconnect();
  profiler = undefined;
  await mkdir(resolve(String(dir)), { recursive: true });
  const file = resolve(String(dir), `server-${Date.now()}.cpuprofile`);
  await writeFile(file, JSON.stringify(recorded));
  return file;
}

process.on('message', (message) => {
  if (message === 'memory') {
    globalThis.gc?.();
    const { rss, heapUsed } = process.memoryUsage();
    process.send?.({ rss, heapUsed });
  } else if (message === 'loop') {
    process.send?.({ loop: { maxMs: loop.max / 1e6, p99Ms: loop.percentile(99) / 1e6, stalls } });
    loop.reset();
    stalls = [];
  } else if (message === 'cpu') {
    process.send?.({ cpu: process.cpuUsage() });
  } else if (typeof message === 'object' && message !== null && 'profile' in message) {
    profile(message.profile, message.dir).then((file) => process.send?.({ profile: file }));
  }
});
