import { routes, ServerEventSchemas } from '@clipclub/protocol';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { call, signIn, useTestApp } from '../../test/build-app.ts';
import { createRoomWith, signInAll } from '../../test/factories.ts';
import { closeSockets, type Heard, listenOnce, memberSocket, nextEvent, pause, record } from './test-clients.ts';

// No spoilers, no authors (docs/rules.md §4): what a member may not see on a page must not
// reach their socket either. oEmbed points at a closed port, so titles fall back at once.
const t = useTestApp({ env: { YOUTUBE_OEMBED_URL: 'http://127.0.0.1:9/oembed' } });
let url = '';
beforeEach(async () => {
  url = await listenOnce(t.app);
});
afterEach(closeSockets);

// Fields that name a video, its commentary, who made which entry, or how anyone voted.
const HIDDEN_KEYS = [
  'youtubeUrl',
  'videoId',
  'title',
  'videoTitle',
  'thumbnail',
  'commentary',
  'submissionId',
  'submissions',
  'points',
  'pointsAllocated',
  'rank',
  'rankPosition',
  'badges',
  'votes',
  'voteBreakdown',
];

const AFTER_RESULTS_ONLY = ['thread:comment'];

function keysOf(schema: z.ZodType): string[] {
  const def = (schema as unknown as { def: { type: string } }).def;
  if (schema instanceof z.ZodObject) {
    return Object.entries(schema.shape).flatMap(([k, v]) => [k, ...keysOf(v as z.ZodType)]);
  }
  if (schema instanceof z.ZodArray) return keysOf(schema.element as z.ZodType);
  if (schema instanceof z.ZodNullable || schema instanceof z.ZodOptional) return keysOf(schema.unwrap() as z.ZodType);
  if (def.type === 'union') return (def as unknown as { options: z.ZodType[] }).options.flatMap(keysOf);
  return [];
}

describe('event payloads', () => {
  it('have schemas that list no hidden field at any depth', () => {
    for (const [name, schema] of Object.entries(ServerEventSchemas)) {
      // A thread exists only once its session is in results, when who sent what is public
      // (docs/rules.md "The reveal and the conversation"); the threads' API refuses earlier.
      if (AFTER_RESULTS_ONLY.includes(name)) continue;
      const leaked = keysOf(schema).filter((k) => HIDDEN_KEYS.includes(k));
      expect({ name, leaked }).toEqual({ name, leaked: [] });
    }
  });

  it('lose every field their schema does not list, whatever a service hands the bus', async () => {
    const ann = await signIn(t.app, { email: 'ann@example.com', firstName: 'Ann' });
    const roomId = await createRoomWith(t.app, ann.cookie);
    const socket = await memberSocket(url, ann.cookie, [roomId]);
    const heard = nextEvent(socket, 'submissions:progress');
    const careless = {
      roomId,
      sessionId: 's1',
      memberCount: 3,
      count: 1,
      participants: [
        { userId: 'u1', userName: 'Bob', userImage: null, title: 'Secret clip', youtubeUrl: 'https://youtu.be/x' },
      ],
      submission: { title: 'Secret clip' },
    };
    t.app.roomEvents.publish(roomId, 'submissions:progress', careless);
    expect(await heard).toEqual({
      roomId,
      sessionId: 's1',
      memberCount: 3,
      count: 1,
      participants: [{ userId: 'u1', userName: 'Bob', userImage: null }],
    });
  });

  it('are not sent at all when they do not match their schema', async () => {
    const ann = await signIn(t.app, { email: 'ann@example.com', firstName: 'Ann' });
    const roomId = await createRoomWith(t.app, ann.cookie);
    const socket = await memberSocket(url, ann.cookie, [roomId]);
    const heard = record(socket);
    t.app.roomEvents.publish(roomId, 'room:updated', { roomId, room: { id: roomId } } as never);
    await pause(150);
    expect(heard).toEqual([]);
  });

  it('carry who took part but never what or how, through a whole game', async () => {
    const [ann, bob, cat] = await signInAll(t.app, 'Ann', 'Bob', 'Cat');
    const roomId = await createRoomWith(t.app, ann.cookie, [bob.cookie, cat.cookie]);
    const sockets = await Promise.all([ann, bob, cat].map((p) => memberSocket(url, p.cookie, [roomId])));
    const catSocket = sockets[2]!;
    const recordings: Heard[][] = sockets.map(record);

    const session = await call(t.app, routes.createSession, {
      params: { id: roomId },
      as: ann,
      body: { theme: 'Cats' },
    });
    const sessionId = session.json().id as string;
    const progress = nextEvent(catSocket, 'submissions:progress');
    const submitted = await call(t.app, routes.createSubmission, {
      params: { id: sessionId },
      as: bob,
      body: { youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', commentary: 'Trust me on this one' },
    });
    expect(submitted.statusCode).toBe(201);
    const submission = submitted.json() as { id: string; title: string };
    expect(await progress).toEqual({
      roomId,
      sessionId,
      memberCount: 3,
      count: 1,
      participants: [{ userId: bob.userId, userName: 'Bob', userImage: null }],
    });

    const voting = nextEvent(catSocket, 'session:status-changed');
    await call(t.app, routes.advanceSession, {
      params: { id: sessionId },
      as: ann,
      body: { action: 'endSubmissions' },
    });
    expect((await voting).session.status).toBe('voting');

    const voted = nextEvent(catSocket, 'votes:progress');
    const vote = await call(t.app, routes.voteClassic, {
      params: { sessionId },
      as: cat,
      body: { votes: [{ submissionId: submission.id, points: 5 }] },
    });
    expect(vote.statusCode).toBe(200);
    expect((await voted).participants).toEqual([{ userId: cat.userId, userName: 'Cat', userImage: null }]);
    await pause(100);

    const heard = recordings.flat();
    const everything = JSON.stringify(heard);
    for (const secret of [submission.title, 'Trust me on this one', submission.id]) {
      expect(everything).not.toContain(secret);
    }
    // The video itself is offered from voting on (the playlist link, docs/rules.md §4), never while
    // members are still submitting.
    const whileSubmitting = heard.filter((h) => h.name !== 'session:status-changed' && h.name !== 'votes:progress');
    expect(JSON.stringify(whileSubmitting)).not.toContain('dQw4w9WgXcQ');
    // Each of the three heard the session open, the submission, the phase move and the vote.
    for (const one of recordings) {
      // The bell's 'session opened' notice comes with the move (to each member's own sockets).
      expect(one.map((h) => h.name)).toEqual([
        'session:created',
        'season:updated',
        'notification:new',
        'submissions:progress',
        'session:status-changed',
        'votes:progress',
      ]);
    }
  });
});
