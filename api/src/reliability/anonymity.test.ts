import { type Route, type RouteCallArgs, routes } from '@clipclub/protocol';
import { expect, it } from 'vitest';
import { advance, createSession, recordEvents } from '../features/sessions/test-support.ts';
import { useYouTubeStub } from '../features/submissions/test-youtube-stub.ts';
import { call, useTestApp } from '../test/build-app.ts';
import type { CallInput } from '../test/call.ts';
import { createRoomWithAdmin, type Person as Player, signInAndJoin } from '../test/factories.ts';

// docs/rules.md §4, played as the attack: a member who does not submit records every answer and every
// room event through submissions and voting, then tries to tell who sent which video. Before
// results that must work no better than chance. With 10 submitters a random guess matches about
// one pair, and a leak matches all ten. The threshold is more than 7 of 10: a fair shuffle gets
// there with a chance of 46 in 10! (about 1 in 80,000). At more than 5 it was 1 in 1,700 per
// guess, and the run makes two distinct guesses on each database (a flake about 1 in 400 CI runs).
const youtube = useYouTubeStub();
const t = useTestApp({ env: youtube.env });

const N = 10;
const videoOf = (i: number) => `video${String(i).padStart(2, '0')}abcd`;

/** What a read of `route` shows: its body, as the attacker records it. */
async function read<R extends Route>(route: R, ...args: RouteCallArgs<R, CallInput<R>>): Promise<string> {
  const res = await call(t.app, route, ...args);
  expect(res.statusCode).toBe(200);
  return res.body;
}

/** How many submitters an attack pairs with their own video. */
function hits(guessedUsers: readonly string[], orderedVideos: readonly string[], truth: Map<string, string>): number {
  return guessedUsers.filter((user, i) => truth.get(user) === orderedVideos[i]).length;
}

it('leaves no submitter linkable to a video before results', async () => {
  const { admin, roomId, inviteCode } = await createRoomWithAdmin(t.app);
  const session = await createSession(t.app, admin.cookie, roomId);
  const recorder = recordEvents(t.app);
  const seenDuringSubmissions: string[] = [];
  const truth = new Map<string, string>(); // userId → videoId
  let lastList = '[]';
  for (let i = 0; i < N; i++) {
    const player = await signInAndJoin(t.app, inviteCode, { email: `p${i}@example.com`, firstName: `P${i}` });
    const res = await call(t.app, routes.createSubmission, {
      params: { id: session.id },
      as: player,
      body: { youtubeUrl: `https://youtu.be/${videoOf(i)}` },
    });
    expect(res.statusCode).toBe(201);
    truth.set(player.userId, videoOf(i));
    // The attacker polls everything it may read after every submission.
    lastList = await read(routes.listSubmissions, { params: { id: session.id }, as: admin });
    seenDuringSubmissions.push(
      lastList,
      await read(routes.getSession, { params: { id: session.id }, as: admin }),
      await read(routes.listSessions, { params: { id: roomId }, as: admin }),
    );
  }
  const submissionEvents = recorder.events.splice(0);
  seenDuringSubmissions.push(...submissionEvents.map((e) => JSON.stringify(e.payload)));

  expect((await advance(t.app, admin.cookie, session.id, 'endSubmissions')).statusCode).toBe(200);
  const votingList = JSON.parse(await read(routes.listSubmissions, { params: { id: session.id }, as: admin })) as {
    id: string;
    videoId: string;
  }[];
  const votingSession = JSON.parse(await read(routes.getSession, { params: { id: session.id }, as: admin })) as {
    playlistUrl: string;
  };
  recorder.stop();
  const votingEvents = JSON.stringify(recorder.events.map((e) => e.payload));

  // 1. Ids: no id the voting list carries was ever on show during submissions.
  const reusedIds = votingList.filter((entry) => seenDuringSubmissions.some((body) => body.includes(entry.id)));
  // 2. Order: who joined the progress events in which order, and the submitters by createdAt.
  const progressOrder: string[] = [];
  for (const e of submissionEvents.filter((e) => e.name === 'submissions:progress')) {
    for (const p of e.payload.participants as { userId: string }[]) {
      if (!progressOrder.includes(p.userId)) progressOrder.push(p.userId);
    }
  }
  const submitters = JSON.parse(lastList) as { userId: string; createdAt: string }[];
  const createdOrder = [...submitters].sort((a, b) => a.createdAt.localeCompare(b.createdAt)).map((e) => e.userId);
  const listVideos = votingList.map((e) => e.videoId);
  const playlistVideos = votingSession.playlistUrl.split('video_ids=')[1]?.split(',') ?? [];
  const attacks = {
    'progress × voting list': hits(progressOrder, listVideos, truth),
    'progress × playlist': hits(progressOrder, playlistVideos, truth),
    'createdAt × voting list': hits(createdOrder, listVideos, truth),
    'createdAt × playlist': hits(createdOrder, playlistVideos, truth),
    'progress × reversed list': hits(progressOrder, [...listVideos].reverse(), truth),
  };
  const best = Math.max(...Object.values(attacks));
  console.log(
    `anonymity: ${Object.keys(attacks).length + 1} attacks on ${N} submitters, ${reusedIds.length} ids reused, ` +
      `best order attack ${best}/${N} (chance ≈ 1)`,
  );
  expect(progressOrder).toHaveLength(N);
  expect(listVideos.sort()).toEqual([...truth.values()].sort());
  expect(reusedIds).toEqual([]);
  expect(attacks).toEqual(Object.fromEntries(Object.entries(attacks).map(([k, v]) => [k, Math.min(v, 7)])));
  // The phase-change events carry the same shuffled playlist, nothing in submission order.
  expect(votingEvents).toContain(votingSession.playlistUrl);
  expect(votingEvents).not.toContain([...truth.values()].join(','));
});

// Comments on votes are read by their author only until results (docs/rules.md §5). The attacker here is
// the room's admin, who records every answer and room event while three members vote with comments.
it('leaves every comment on a vote unreadable to others until results', async () => {
  const { admin, roomId, inviteCode } = await createRoomWithAdmin(t.app);
  const session = await createSession(t.app, admin.cookie, roomId);
  const players: Player[] = [];
  for (let i = 0; i < 3; i++) {
    const player = await signInAndJoin(t.app, inviteCode, { email: `c${i}@example.com`, firstName: `C${i}` });
    const res = await call(t.app, routes.createSubmission, {
      params: { id: session.id },
      as: player,
      body: { youtubeUrl: `https://youtu.be/${videoOf(i)}` },
    });
    expect(res.statusCode).toBe(201);
    players.push(player);
  }
  expect((await advance(t.app, admin.cookie, session.id, 'endSubmissions')).statusCode).toBe(200);
  const recorder = recordEvents(t.app);
  for (const [i, player] of players.entries()) {
    const list = JSON.parse(await read(routes.listSubmissions, { params: { id: session.id }, as: player })) as {
      id: string;
      isMine: boolean;
    }[];
    const [first, second] = list.filter((e) => !e.isMine);
    const res = await call(t.app, routes.voteClassic, {
      params: { sessionId: session.id },
      as: player,
      body: {
        votes: [
          { submissionId: first!.id, points: 5, comment: `secret comment ${i}` },
          { submissionId: second!.id, points: 5 },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    // Its author reads it back, so the search below looks for something that exists.
    expect(await read(routes.listMyVotes, { params: { id: session.id }, as: player })).toContain(`secret comment ${i}`);
  }
  const inSession = { params: { id: session.id }, as: admin };
  const inRoom = { params: { id: roomId }, as: admin };
  const seenByAdmin = [
    ...recorder.events.map((e) => JSON.stringify(e.payload)),
    ...(await Promise.all([
      read(routes.getSession, inSession),
      read(routes.listSubmissions, inSession),
      read(routes.listMyVotes, inSession),
      read(routes.getWatch, inSession),
      read(routes.getRoom, inRoom),
      read(routes.listSessions, inRoom),
      read(routes.listMembers, inRoom),
      read(routes.getLeaderboard, inRoom),
      read(routes.getRoomStates, { as: admin }),
      read(routes.listNotifications, { as: admin }),
    ])),
  ];
  recorder.stop();
  const results = await call(t.app, routes.getResults, { params: { id: session.id }, as: admin });
  expect(results.statusCode).toBe(409);
  expect(seenByAdmin.filter((body) => body.includes('secret comment'))).toEqual([]);
  // A voter's own read-back holds their own comment and nobody else's.
  const ownReadBack = await read(routes.listMyVotes, { params: { id: session.id }, as: players[1]! });
  expect(ownReadBack.match(/secret comment \d/g)).toEqual(['secret comment 1']);

  // At results everyone reads every comment, with its voter's name.
  expect((await advance(t.app, admin.cookie, session.id, 'endVoting')).statusCode).toBe(200);
  const revealed = await read(routes.getResults, { params: { id: session.id }, as: admin });
  for (let i = 0; i < 3; i++) expect(revealed).toContain(`secret comment ${i}`);
});
