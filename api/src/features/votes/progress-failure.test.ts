import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin, OperationNode } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { testConfig, useTestApp } from '../../test/build-app.ts';
import { createRoomWithPlayers } from '../../test/factories.ts';
import { get, sessionWithSubmissions, vote } from './test-fixtures.ts';

// The progress event is read after the ballot committed; like every other event, its failure is
// logged, never turned into a failed vote (sessions/session-events.ts `safely`).
const t = useTestApp();
let app: FastifyInstance | undefined;
afterAll(async () => {
  await app?.close();
});

/** Fails the voters read (ballots joined to users) once armed: the progress query, and only it. */
function failingVotersRead() {
  const state = { armed: false };
  const mentions = (node: OperationNode | undefined, table: string) =>
    JSON.stringify(node ?? {}).includes(`"${table}"`);
  const plugin: KyselyPlugin = {
    transformQuery: ({ node }) => {
      if (state.armed && node.kind === 'SelectQueryNode' && mentions(node.from, 'ballots') && mentions(node, 'users')) {
        throw new Error('database went away');
      }
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  return { db: t.db.withPlugin(plugin), state };
}

describe('vote progress after commit', () => {
  it('answers 200 and keeps the ballot when the progress query fails', async () => {
    const failing = failingVotersRead();
    app = await buildApp(testConfig(), { db: failing.db, clock: t.clock });
    const { roomId, players } = await createRoomWithPlayers(app, 'classic', ['Ann', 'Bob', 'Cat']);
    const [ann, bob, cat] = [players.Ann!, players.Bob!, players.Cat!];
    const { sessionId, submissions } = await sessionWithSubmissions(t.db, roomId, [ann, bob, cat]);

    failing.state.armed = true;
    const res = await vote.classic(app, ann, sessionId, { [submissions.Bob!]: 5, [submissions.Cat!]: 5 });
    failing.state.armed = false;

    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ pointsGiven: 10, submissionsVoted: 2 });
    const mine = await get(app, ann, `/api/sessions/${sessionId}/votes`);
    expect(mine.json().map((r: { pointsAllocated: number }) => r.pointsAllocated)).toEqual([5, 5]);
  });
});
