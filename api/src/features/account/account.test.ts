import { ACCOUNT_DATA_FILE, FORMER_PLAYER, routes } from '@clipclub/protocol';
import { describe, expect, it } from 'vitest';
import { call, signIn, useTestApp } from '../../test/build-app.ts';
import { createRoom, createRoomWithPlayers, joinRoom, type Player } from '../../test/factories.ts';
import { endVoting, sessionWithSubmissions, vote } from '../votes/test-fixtures.ts';
import { PLAYER_DATA } from './player-data.ts';
import { columnsReferringToUsers } from './queries.ts';

// A player's data: the download, and deleting the account on a room with a session in every
// phase. Results never change; open work is withdrawn; a room's only admin is refused.
const t = useTestApp();

const deleteAccount = (who: { cookie: string }) => call(t.app, routes.deleteAccount, { as: who });

/**
 * Ada (admin), Ben and Cy in four rooms, each with one session in another phase (a room has one
 * session under way at a time); Ben has done something in every one.
 */
async function roomsInEveryPhase() {
  const { roomId, players } = await createRoomWithPlayers(t.app, 'classic', ['Ada', 'Ben', 'Cy']);
  const { Ada, Ben, Cy } = players as Record<'Ada' | 'Ben' | 'Cy', Player>;
  const another = async (name: string) => {
    const room = await createRoom(t.app, Ada.cookie, { name });
    for (const p of [Ben, Cy]) await joinRoom(t.app, p.cookie, room.inviteCode);
    return room.roomId;
  };
  const finished = await sessionWithSubmissions(t.db, roomId, [Ada, Ben, Cy], 'voting');
  for (const [voter, points] of [
    [Ada, { [finished.submissions.Ben as string]: 5, [finished.submissions.Cy as string]: 5 }],
    [Ben, { [finished.submissions.Ada as string]: 5, [finished.submissions.Cy as string]: 5 }],
    [Cy, { [finished.submissions.Ben as string]: 5, [finished.submissions.Ada as string]: 5 }],
  ] as const) {
    expect((await vote.classic(t.app, voter, finished.sessionId, points)).statusCode).toBe(200);
  }
  await endVoting(t.db, finished.sessionId, 3);
  const voting = await sessionWithSubmissions(t.db, await another('Voting room'), [Ada, Ben, Cy], 'voting');
  expect(
    (
      await vote.classic(t.app, Ben, voting.sessionId, {
        [voting.submissions.Ada as string]: 5,
        [voting.submissions.Cy as string]: 5,
      })
    ).statusCode,
  ).toBe(200);
  const open = await sessionWithSubmissions(t.db, await another('Open room'), [Ben, Cy], 'submissions');
  const upcoming = await sessionWithSubmissions(t.db, await another('Upcoming room'), [], 'upcoming');
  return { roomId, Ada, Ben, Cy, finished, voting, open, upcoming };
}

describe('a player’s data', () => {
  it('lists every column that refers to a user in PLAYER_DATA, so deletion and the download miss nothing', async () => {
    const listed = PLAYER_DATA.flatMap((part) => part.owns).sort();
    expect(listed).toEqual(await columnsReferringToUsers(t.db));
  });

  it('downloads everything held about the player as a JSON file, and nobody else’s', async () => {
    const { roomId, Ben, finished } = await roomsInEveryPhase();
    const res = await call(t.app, routes.downloadAccountData, { as: Ben });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${ACCOUNT_DATA_FILE}"`);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json();
    expect(data.profile).toMatchObject({ id: Ben.userId, email: 'ben@example.com', firstName: 'Ben' });
    expect(data.memberships).toHaveLength(4);
    expect(data.memberships[0]).toMatchObject({ roomId, roomName: 'classic room', isAdmin: false });
    expect(data.submissions).toHaveLength(3);
    expect(data.ballots).toHaveLength(2);
    const finishedBallot = data.ballots.find((b: { sessionId: string }) => b.sessionId === finished.sessionId);
    expect(finishedBallot!.votes.map((v: { points: number }) => v.points).sort()).toEqual([5, 5]);
    expect(JSON.stringify(data)).not.toContain('ada@example.com');
    expect(data.preferences).toEqual({ email: [], calendarLinks: [], pushSubscriptions: [] });

    expect((await call(t.app, routes.downloadAccountData)).statusCode).toBe(401);
  });

  it('deletes the account: results unchanged under "Former player", open work withdrawn, signed out', async () => {
    const { roomId, Ada, Ben, finished, voting, open } = await roomsInEveryPhase();
    const resultsBefore = (
      await call(t.app, routes.getResults, { params: { id: finished.sessionId }, as: Ada })
    ).json();
    const feed = new URL(
      (await call(t.app, routes.getCalendarLink, { params: { id: roomId }, as: Ben })).json().url as string,
    );
    const fetchFeed = () => t.app.inject({ method: 'GET', url: `${feed.pathname}${feed.search}` });
    expect((await fetchFeed()).statusCode).toBe(200);

    const res = await deleteAccount(Ben);
    expect(res.statusCode).toBe(204);
    expect(res.headers['set-cookie']).toMatch(/cc_session=;/);
    expect((await call(t.app, routes.getCurrentUser, { as: Ben })).statusCode).toBe(401);
    expect((await fetchFeed()).statusCode).toBe(404); // the calendar link went with the account

    // Finished: every point and place as before; Ben's name is now the former player's.
    const resultsAfter = (await call(t.app, routes.getResults, { params: { id: finished.sessionId }, as: Ada })).json();
    // (A breakdown lists voters by name, so Ben's vote moves within it; the votes are the same.)
    const byVoter = (results: unknown) =>
      JSON.parse(JSON.stringify(results), (key, value) =>
        key === 'voteBreakdown' ? [...value].sort((a, b) => a.voterId.localeCompare(b.voterId)) : value,
      );
    expect(byVoter(resultsAfter)).toEqual(
      byVoter(JSON.parse(JSON.stringify(resultsBefore).replaceAll('"Ben"', `"${FORMER_PLAYER}"`))),
    );
    expect(JSON.stringify(resultsAfter)).toContain(FORMER_PLAYER);
    expect(JSON.stringify(resultsAfter)).not.toContain('ben@example.com');

    // Voting: Ben's ballot withdrawn, his entry (others may have voted on it) stays.
    const ballots = await t.db
      .selectFrom('ballots')
      .select('voter_id')
      .where('session_id', '=', voting.sessionId)
      .execute();
    expect(ballots).toEqual([]);
    const entries = await t.db
      .selectFrom('submissions')
      .select('user_id')
      .where('session_id', '=', voting.sessionId)
      .execute();
    expect(entries).toHaveLength(3);
    // Submissions: Ben's entry withdrawn.
    const openEntries = await t.db
      .selectFrom('submissions')
      .select('user_id')
      .where('session_id', '=', open.sessionId)
      .execute();
    expect(openEntries.map((e) => e.user_id)).not.toContain(Ben.userId);
    expect(openEntries).toHaveLength(1);

    const members = (await call(t.app, routes.listMembers, { params: { id: roomId }, as: Ada })).json() as {
      userId: string;
    }[];
    expect(members.map((m) => m.userId)).not.toContain(Ben.userId);
    const row = await t.db.selectFrom('users').selectAll().where('id', '=', Ben.userId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ email: null, first_name: null, display_name: FORMER_PLAYER });
    expect(
      await t.db.selectFrom('login_sessions').select('user_id').where('user_id', '=', Ben.userId).execute(),
    ).toEqual([]);

    // Signing in again with the same account starts afresh.
    const again = await signIn(t.app, { email: 'ben@example.com', firstName: 'Ben' });
    expect(again.userId).not.toBe(Ben.userId);
    expect((await call(t.app, routes.downloadAccountData, { as: again })).json().memberships).toEqual([]);
  });

  it('refuses the only admin of a room others are in, and changes nothing', async () => {
    const { roomId, Ada } = await roomsInEveryPhase();
    const res = await deleteAccount(Ada);
    expect(res.statusCode).toBe(409);
    expect(res.error().message).toMatch(
      /^You are the only admin of (classic|Voting|Open|Upcoming) room: make another member an admin or delete the room before deleting your account$/,
    );
    expect((await call(t.app, routes.getCurrentUser, { as: Ada })).statusCode).toBe(200);
    expect((await call(t.app, routes.getRoom, { params: { id: roomId }, as: Ada })).statusCode).toBe(200);
  });

  it('takes a room its admin is alone in with the account', async () => {
    const dee = await signIn(t.app, { email: 'dee@example.com', firstName: 'Dee' });
    const { roomId } = await createRoom(t.app, dee.cookie, { name: 'Just me' });
    expect((await deleteAccount(dee)).statusCode).toBe(204);
    expect(await t.db.selectFrom('rooms').select('id').where('id', '=', roomId).execute()).toEqual([]);
  });
});
