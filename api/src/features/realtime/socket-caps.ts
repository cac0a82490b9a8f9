import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { ClipClubServer } from './channels.ts';

/** Socket.IO room of every socket from one client address (to count them). */
export const addressChannel = (address: string) => `address:${address}`;

export const TOO_MANY_FOR_USER = 'Too many open connections for this account; close some tabs and try again';
export const TOO_MANY_FOR_ADDRESS = 'Too many open connections from this network; try again later';

/**
 * The client's address, believing X-Forwarded-For only as far as the configured proxies (as
 * Fastify's trustProxy does for request.ip), so a client cannot pick its own address.
 */
export function clientAddress(request: IncomingMessage, trustedHops: number): string {
  const remote = request.socket.remoteAddress ?? 'unknown';
  if (trustedHops === 0) return remote;
  const header = request.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  const chain = [...forwarded, remote];
  return chain[Math.max(0, chain.length - 1 - trustedHops)] ?? remote;
}

/**
 * Why a new socket is refused, or null. Counted over every API process while Redis answers
 * (the adapter asks the others), over this process alone while it does not. Handshakes that
 * race each other can pass the cap by a few; it bounds a script, not a second tab.
 */
export async function socketRefusal(
  app: FastifyInstance,
  io: ClipClubServer,
  channels: { user: string; address: string },
): Promise<string | null> {
  const shared = app.redis?.pub.isReady === true;
  const count = async (channel: string) => {
    if (shared) {
      // Another process that does not answer in time must not refuse everyone: count locally.
      const everywhere = await io
        .in(channel)
        .fetchSockets()
        .catch(() => undefined);
      if (everywhere) return everywhere.length;
    }
    return (await io.local.in(channel).fetchSockets()).length;
  };
  if ((await count(channels.user)) >= app.config.socketsPerUser) return TOO_MANY_FOR_USER;
  if ((await count(channels.address)) >= app.config.socketsPerAddress) return TOO_MANY_FOR_ADDRESS;
  return null;
}
