import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { inBatches, pause, percentile } from './clients.ts';

/**
 * The floor under the watch party's fan-out: a bare Socket.IO server in this process, the same
 * rooms × members on loopback, one broadcast per room (no auth, no database, no schema). Answers
 * the time from the emit to the last member's receipt, per room.
 */
export async function bareSocketIoBaseline(rooms: number, perRoom: number, rounds: number) {
  const http = createServer();
  const server = new Server(http, { transports: ['websocket'] });
  server.on('connection', (socket) => {
    socket.on('join', (room: string, ack: () => void) => {
      void socket.join(room);
      ack();
    });
    socket.on('shout', (room: string, sentAt: number) => server.to(room).emit('heard', room, sentAt));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  const heardAt = new Map<string, number[]>();
  const sockets: Socket[] = await inBatches(
    Array.from({ length: rooms * perRoom }, (_, i) => i),
    50,
    async (i) => {
      const socket = connect(url, { transports: ['websocket'], forceNew: true });
      const room = `r${Math.floor(i / perRoom)}`;
      socket.on('heard', (r: string) => heardAt.get(r)?.push(performance.now()));
      await socket.emitWithAck('join', room);
      return socket;
    },
  );
  const latencies: number[] = [];
  for (let round = 0; round < rounds; round++) {
    await Promise.all(
      Array.from({ length: rooms }, async (_, r) => {
        await pause((r * 1_000) / rooms);
        const room = `r${r}`;
        heardAt.set(room, []);
        const startedAt = performance.now();
        sockets[r * perRoom]?.emit('shout', room, startedAt);
        const deadline = startedAt + 10_000;
        while ((heardAt.get(room)?.length ?? 0) < perRoom && performance.now() < deadline) await pause(2);
        latencies.push((heardAt.get(room)?.at(-1) ?? deadline) - startedAt);
      }),
    );
  }
  for (const s of sockets) s.disconnect();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}
