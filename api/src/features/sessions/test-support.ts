import { type AdvanceAction, routes, type ServerEventName } from '@clipclub/protocol';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/connect.ts';
import { call } from '../../test/build-app.ts';

// Helpers for the sessions, submissions and scheduler tests: everything goes through the API
// except ballots, which belong to the voting feature and are inserted directly.

export async function createSession(app: FastifyInstance, cookie: string, roomId: string, theme = 'Road movies') {
  const res = await call(app, routes.createSession, { params: { id: roomId }, as: cookie, body: { theme } });
  if (res.statusCode !== 201) throw new Error(`session not created: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** Sent as it is: tests also ask for actions that do not exist. */
export function advance(app: FastifyInstance, cookie: string, sessionId: string, action: AdvanceAction | string) {
  return call(app, routes.advanceSession, { params: { id: sessionId }, as: cookie, payload: { action } });
}

export function getSession(app: FastifyInstance, cookie: string, sessionId: string) {
  return call(app, routes.getSession, { params: { id: sessionId }, as: cookie });
}

/** A ballot as the voting feature would store it: the session's "voted" count is distinct ballots. */
export async function castBallot(db: Database, sessionId: string, voterId: string): Promise<void> {
  await db.insertInto('ballots').values({ session_id: sessionId, voter_id: voterId }).execute();
}

export type PublishedEvent = { roomId: string; name: ServerEventName; payload: Record<string, unknown> };

/** Records what the app publishes; call the returned function to stop recording. */
export function recordEvents(app: FastifyInstance): { events: PublishedEvent[]; stop: () => void } {
  const events: PublishedEvent[] = [];
  const stop = app.roomEvents.on('roomEvents', (roomId, published) => {
    for (const { name, payload } of published)
      events.push({ roomId, name, payload: payload as Record<string, unknown> });
  });
  return { events, stop };
}
