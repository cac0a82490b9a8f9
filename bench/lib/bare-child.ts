import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';

// The bare baseline's server, a process of its own like ours (bench/lib/server-child.ts): plain
// Node HTTP and Socket.IO, WebSocket only. A client joins a room with `join`; `POST /shout`
// broadcasts one event to the room and answers 204. No auth, database, schema or framework.
const http = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (req.method !== 'POST' || url.pathname !== '/shout') {
    res.writeHead(404).end();
    return;
  }
  req.resume();
  req.on('end', () => {
    const roomId = url.searchParams.get('room') ?? '';
    io.to(roomId).emit('heard', { roomId, key: url.searchParams.get('key') ?? '' });
    res.writeHead(204).end();
  });
});
const io = new Server(http, { transports: ['websocket'] });
io.on('connection', (socket) => {
  socket.on('join', (room: string, ack: () => void) => {
    void socket.join(room);
    ack();
  });
});
http.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  process.send?.({ port: (http.address() as AddressInfo).port });
});
process.on('message', (message) => {
  if (message === 'cpu') process.send?.({ cpu: process.cpuUsage() });
});
process.on('SIGTERM', () => {
  io.close();
  process.exit(0);
});
