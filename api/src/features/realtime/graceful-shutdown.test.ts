import { request } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { connected, disconnection, openSocket, pause } from './test-clients.ts';
import { type ServerProcess, signInOver, startServerProcess } from './test-processes.ts';

// SIGTERM (a deploy, a scale-down): stop accepting, let requests in flight finish, close the
// sockets so their clients reconnect elsewhere, and be gone within 10 s with exit code 0.
const ORIGIN = 'http://localhost:3000';
let server: ServerProcess | undefined;
afterAll(async () => {
  if (server?.child.exitCode === null) server.child.kill('SIGKILL');
});

describe('SIGTERM', () => {
  it('finishes the request in flight, closes sockets, refuses new connections and exits 0 within 10 s', async () => {
    server = await startServerProcess({ DATA_DIR: 'memory://', PUBLIC_URL: ORIGIN });
    const { url } = server;
    const ann = await signInOver(url, ORIGIN, 'ann@example.com', 'Ann');
    const socket = await connected(openSocket(url, { cookie: ann.cookie, origin: ORIGIN }));
    const socketClosed = disconnection(socket, 5_000);

    // A slow client: the headers are in, half the body is still on its way when SIGTERM lands.
    const body = JSON.stringify({ email: 'bob@example.com', firstName: 'Bob' });
    let answered: { status: number; body: string } | undefined;
    let finishBody = () => {};
    const slow = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(`${url}/api/dev/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), origin: ORIGIN },
      });
      req.on('response', (res) => {
        let text = '';
        res.on('data', (c: Buffer) => {
          text += c.toString();
        });
        res.on('end', () => {
          answered = { status: res.statusCode ?? 0, body: text };
          resolve(answered);
        });
      });
      req.on('error', reject);
      req.write(body.slice(0, 10));
      // The rest is sent only after the checks below, so the request is still in flight however
      // slowly the server shuts down (a fixed timer could let it finish first on a loaded machine).
      finishBody = () => req.end(body.slice(10));
    });
    await pause(300);

    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    expect(await socketClosed).toBe('transport close');
    await pause(200);
    await expect(fetch(`${url}/api/health`)).rejects.toThrow();
    expect(answered).toBeUndefined();

    finishBody();
    const done = await slow;
    expect(done.status).toBe(200);
    expect(JSON.parse(done.body)).toMatchObject({ email: 'bob@example.com', firstName: 'Bob' });
    expect(await server.exited).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(10_000);
    expect(server.logs.join('')).not.toMatch(/shutdown failed|took longer/);
  }, 240_000);
});
