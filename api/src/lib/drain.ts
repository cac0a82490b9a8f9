import { Server as NetServer, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

// How long a kept-alive connection that is idle at the signal stays open. A proxy reuses its
// pooled connections without warning, so a request may already be on the wire on one of them;
// closing it at once resets that request (nginx answers 502). Within the window such a request
// is read and answered (with `Connection: close`), and the proxy retires the connection.
const IDLE_GRACE_MS = 1_000;
// Requests in flight get this long in all (server.ts exits anyway at 9 s).
const DRAIN_LIMIT_MS = 7_000;

/**
 * Stopping without resetting anyone: at close, stop accepting connections, answer every request
 * that reaches an open connection (each answer says `Connection: close`, so Node ends the
 * connection after it), end the connections still idle after the grace window, and only then
 * let Fastify close the rest. Node's own server.close() destroys idle connections at once, which
 * is what reset requests a proxy had just sent.
 *
 * Call first in buildApp (its onSend must cover every route) and add the answered `finish` as a
 * preClose hook last: it must run after the realtime plugin's, which closes the WebSockets first
 * so their clients move on while the HTTP requests drain.
 */
export function drainOnClose(app: FastifyInstance): { finish: () => Promise<void> } {
  const open = new Set<Socket>();
  const busy = new Map<Socket, number>();
  let draining = false;

  app.server.on('connection', (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => {
      open.delete(socket);
      busy.delete(socket);
    });
  });
  app.server.on('request', (request, response) => {
    const socket = request.socket;
    busy.set(socket, (busy.get(socket) ?? 0) + 1);
    response.once('close', () => {
      const left = (busy.get(socket) ?? 1) - 1;
      if (left > 0) busy.set(socket, left);
      else busy.delete(socket);
    });
  });
  // Not async, so an answer passes without a promise.
  app.addHook('onSend', (_request, reply, _payload, done) => {
    if (draining) reply.header('connection', 'close');
    done();
  });

  let listening = false;
  app.addHook('preClose', async () => {
    draining = true;
    listening = app.server.listening;
    // Stop listening without http.Server#close, which would destroy the idle connections now.
    // Fastify's own close afterwards finds nothing listening and nothing left to reset.
    if (listening) NetServer.prototype.close.call(app.server);
  });

  const finish = async () => {
    if (!listening) return;
    const started = Date.now();
    await until(() => open.size === 0, IDLE_GRACE_MS);
    // A connection idle after the window: a FIN (not a reset) tells its client to stop using it.
    for (const socket of open) if (!busy.has(socket)) socket.end();
    await until(() => open.size === 0, DRAIN_LIMIT_MS - (Date.now() - started));
    if (open.size > 0) app.log.warn({ connections: open.size }, 'connections still open after the drain; closing them');
    for (const socket of open) socket.destroy();
  };
  return { finish };
}

async function until(done: () => boolean, withinMs: number): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!done() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
}
