import { Agent, request } from 'node:http';
import { io as connect, type Socket } from 'socket.io-client';
import { inBatches, pause, percentile } from './clients.ts';
import { childCpu, startChild } from './ipc.ts';
import { roomsWithinOneSecond, type TimedWrite } from './timing.ts';

/**
 * The floor under bench:live's figure, timed exactly as ours: a bare Socket.IO server in its
 * own process (bench/lib/bare-child.ts), the same rooms × members connected from this process,
 * and per room an HTTP POST from the room's "admin" (its own keep-alive connection) that makes
 * the server broadcast one event to the room; from the POST's start to the last member hearing
 * it, each room's write within one second, as roomsWithinOneSecond does for ours.
 */
export async function bareBaseline(rooms: number, perRoom: number, rounds: number) {
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) + 1 : 0;
  // Its first message says where it listens.
  const { child, ready } = await startChild<{ port: number }>('bench/lib/bare-child.ts', { PORT: String(port) });
  const listening = ready.port;
  const url = `http://127.0.0.1:${listening}`;
  const onHeard = new Map<string, () => void>();
  const sockets: Socket[] = await inBatches(
    Array.from({ length: rooms * perRoom }, (_, i) => i),
    50,
    async (i) => {
      const socket = connect(url, { transports: ['websocket'], forceNew: true, reconnection: false });
      socket.on('heard', (e: { roomId: string; key: string }) => onHeard.get(`${e.roomId}|${e.key}`)?.());
      await socket.emitWithAck('join', `r${Math.floor(i / perRoom)}`);
      return socket;
    },
  );
  const agents = Array.from({ length: rooms }, () => new Agent({ keepAlive: true, maxSockets: 1 }));
  const shout = (r: number, key: string) =>
    new Promise<void>((resolve, reject) => {
      const req = request(`${url}/shout?room=r${r}&key=${key}`, { method: 'POST', agent: agents[r] });
      req.on('response', (res) => {
        res.resume();
        res.on('end', () => (res.statusCode === 204 ? resolve() : reject(new Error(`shout: ${res.statusCode}`))));
      });
      req.on('error', reject);
      req.end();
    });
  // Warm every admin's connection, as ours are warm from the set-up.
  await inBatches(
    Array.from({ length: rooms }, (_, r) => r),
    10,
    (r) => shout(r, 'warm-up'),
  );
  const latencies: number[] = [];
  const cpuBefore = await childCpu(child);
  for (let round = 0; round < rounds; round++) {
    const writes: TimedWrite[] = Array.from({ length: rooms }, (_, r) => ({
      roomId: `r${r}`,
      members: perRoom,
      heardAs: `round${round}`,
      send: () => shout(r, `round${round}`),
    }));
    const result = await roomsWithinOneSecond(writes, onHeard);
    if (result.errors > 0) throw new Error(`bare baseline: ${result.errors} errors`);
    latencies.push(...result.latencies);
    await pause(500);
  }
  const cpuMs = (await childCpu(child)) - cpuBefore;
  for (const s of sockets) s.disconnect();
  for (const a of agents) a.destroy();
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  await exited;
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    cpuPerWrite: cpuMs / (rooms * rounds),
  };
}
