import { Agent, request } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { connected, disconnection, openSocket, pause } from './test-clients.ts';
import { PROCESS_ORIGIN as ORIGIN, type ServerProcess, signInOver, startServerProcess } from './test-processes.ts';

// SIGTERM (a deploy, a scale-down): stop accepting, let requests in flight finish, close the
// sockets so their clients reconnect elsewhere, and be gone within 10 s with exit code 0.
let server: ServerProcess | undefined;
afterAll(async () => {
  if (server?.child.exitCode === null) server.child.kill('SIGKILL');
});

/** A GET on a connection of its own (fetch would reuse a kept-alive one). */
function onNewConnection(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

async function waitForLog(server: ServerProcess, text: string): Promise<void> {
  for (let waited = 0; !server.logs.join('').includes(text); waited += 5) {
    if (waited > 5_000) throw new Error(`no log line "${text}" within 5 s:\n${server.logs.join('')}`);
    await pause(5);
  }
}

describe('SIGTERM', () => {
  it('finishes the request in flight, closes sockets, refuses new connections and exits 0 within 10 s', async () => {
    server = await startServerProcess({ DATA_DIR: 'memory://', PUBLIC_URL: ORIGIN });
    const { url } = server;
    const ann = await signInOver(url, 'ann@example.com', 'Ann');
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
    // A new connection is refused (kept-alive ones are still answered, the next test's point).
    await expect(onNewConnection(`${url}/api/health`)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(answered).toBeUndefined();

    finishBody();
    const done = await slow;
    expect(done.status).toBe(200);
    expect(JSON.parse(done.body)).toMatchObject({ email: 'bob@example.com', firstName: 'Bob' });
    expect(await server.exited).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(10_000);
    expect(server.logs.join('')).not.toMatch(/shutdown failed|took longer/);
  }, 240_000);

  it('answers every write already on a kept-alive connection while it stops: no 5xx, no reset', async () => {
    server = await startServerProcess({
      DATA_DIR: 'memory://',
      PUBLIC_URL: ORIGIN,
      RATE_LIMIT_WRITES_PER_MINUTE: '100000',
      // Its 'shutting down' line tells the test the process has begun to stop.
      LOG_LEVEL: 'info',
    });
    const { url } = server;
    const ann = await signInOver(url, 'ann@example.com', 'Ann');

    // Clients that keep their connections alive and send writes back to back, with short idle
    // gaps, as a proxy does: some connections are idle at the signal, some carry a request.
    type Outcome = { status?: number; connection?: string; error?: string; afterSignal: boolean };
    const outcomes: Outcome[] = [];
    let signalledAt = 0;
    const createRoom = (agent: Agent, n: number) =>
      new Promise<Outcome>((resolve) => {
        const body = JSON.stringify({ name: `Room ${n}`, type: 'manual' });
        const req = request(`${url}/api/rooms`, {
          agent,
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            origin: ORIGIN,
            cookie: ann.cookie,
          },
        });
        const sentAt = Date.now();
        req.on('response', (res) => {
          res.resume();
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              connection: res.headers.connection,
              afterSignal: signalledAt > 0 && sentAt >= signalledAt,
            }),
          );
        });
        req.on('error', (error: NodeJS.ErrnoException) =>
          resolve({ error: error.code ?? error.message, afterSignal: signalledAt > 0 }),
        );
        req.end(body);
      });
    const writer = async (w: number) => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      for (let n = 0; ; n++) {
        const outcome = await createRoom(agent, w * 10_000 + n);
        outcomes.push(outcome);
        // Refused: the process no longer listens, nothing was sent (a proxy tries the other one).
        if (outcome.error) break;
        await pause(n % 3);
      }
      agent.destroy();
    };
    // And one connection that is idle at the signal, as a proxy's pooled one: whether a busy
    // writer happens to send right after the signal is chance, this one always does.
    const pooled = new Agent({ keepAlive: true, maxSockets: 1 });
    expect(await createRoom(pooled, -1)).toMatchObject({ status: 201, connection: 'keep-alive' });

    const writers = Array.from({ length: 6 }, (_, w) => writer(w));
    await pause(1_000);
    signalledAt = Date.now();
    server.child.kill('SIGTERM');
    await waitForLog(server, 'shutting down');
    // Sent on the pooled connection after the process began to stop, within lib/drain.ts's grace.
    const late = await createRoom(pooled, -2);
    pooled.destroy();
    await Promise.all(writers);

    expect(await server.exited).toBe(0);
    const errors = outcomes.filter((o) => o.error).map((o) => o.error);
    expect(new Set(errors)).toEqual(new Set(['ECONNREFUSED']));
    expect(outcomes.filter((o) => (o.status ?? 0) >= 500)).toEqual([]);
    expect(outcomes.filter((o) => o.status === 201).length).toBeGreaterThan(20);
    // The write sent on an idle kept-alive connection after the signal was answered, not reset,
    // and told its client to retire the connection.
    expect(late).toMatchObject({ status: 201, connection: 'close', afterSignal: true });
  }, 240_000);
});
