import { DEFAULT_ROOM_RULES, type Member, type Room } from '@clipclub/protocol/http/rooms';
import type { Session } from '@clipclub/protocol/http/sessions';
import { type QueryClient, QueryObserver } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberAnswerTag } from '../../../lib/queries/answer-tags.ts';
import { queryKeys } from '../../../lib/queries/keys.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { applyLiveEvent, resyncRoom } from './apply-event.ts';
import { listed, member, OTHER_ROOM_ID, pages, ROOM_ID, room, session } from './test-data.ts';

let client: QueryClient;
const isStale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated ?? false;

beforeEach(() => {
  client = createQueryClient();
  client.setQueryData(queryKeys.room(ROOM_ID), room());
  client.setQueryData(queryKeys.roomList, pages([room(), room({ id: OTHER_ROOM_ID, name: 'Other' })]));
  // Newest first, as the server pages them.
  client.setQueryData(queryKeys.sessions(ROOM_ID), pages([session(2), session(1, { status: 'results' })]));
  client.setQueryData(queryKeys.session(session(2).id), session(2));
  client.setQueryData([...queryKeys.session(session(2).id), 'submissions'], []);
  client.setQueryData([...queryKeys.session(session(2).id), 'votes'], []);
  client.setQueryData(queryKeys.members(ROOM_ID), [member('Ann')]);
  client.setQueryData(queryKeys.leaderboard(ROOM_ID), []);
  client.setQueryData(['room', ROOM_ID, 'tokens'], { userTokens: { tokenCount: 1 } });
  client.setQueryData(queryKeys.sessions(OTHER_ROOM_ID), pages([]));
});

describe('applyLiveEvent', () => {
  it('asks again for a room read still on its way, so its older answer cannot undo the event', async () => {
    // The session list (on screen) was asked for before a third member joined: its answer says 2.
    client.removeQueries({ queryKey: queryKeys.sessions(ROOM_ID) });
    let answer: (value: unknown) => void = () => {};
    let asked = 0;
    const observer = new QueryObserver(client, {
      queryKey: queryKeys.sessions(ROOM_ID),
      queryFn: () => {
        asked++;
        return asked === 1
          ? new Promise((resolve) => {
              answer = resolve;
            })
          : Promise.resolve(pages([session(2, { memberCount: 3 })]));
      },
    });
    const stop = observer.subscribe(() => {});
    await vi.waitFor(() => expect(asked).toBe(1));

    applyLiveEvent(client, 'members:changed', {
      roomId: ROOM_ID,
      members: [member('Ann'), member('Bo'), member('Cy')],
    });
    answer(pages([session(2, { memberCount: 2 })]));
    await vi.waitFor(() => expect(asked).toBe(2));
    await vi.waitFor(() => expect(observer.getCurrentResult().fetchStatus).toBe('idle'));
    expect(listed<Session>(client, queryKeys.sessions(ROOM_ID))?.[0]?.memberCount).toBe(3);
    stop();
  });

  it('moves a session to voting in the list and on its own screen without a request, and refreshes what is under it', () => {
    const moved = session(2, { status: 'voting', submittedCount: 2 });
    applyLiveEvent(client, 'session:status-changed', { roomId: ROOM_ID, session: moved });

    expect(listed<Session>(client, queryKeys.sessions(ROOM_ID))?.map((s) => s.status)).toEqual(['voting', 'results']);
    expect(client.getQueryData<Session>(queryKeys.session(moved.id))?.status).toBe('voting');
    expect(isStale(queryKeys.session(moved.id))).toBe(false);
    expect(isStale(queryKeys.sessions(ROOM_ID))).toBe(false);
    expect(isStale([...queryKeys.session(moved.id), 'submissions'])).toBe(true);
    expect(isStale(queryKeys.members(ROOM_ID))).toBe(false);
  });

  it('adds a created session at the top (newest first) and counts it', () => {
    applyLiveEvent(client, 'session:created', { roomId: ROOM_ID, session: session(3, { status: 'upcoming' }) });
    expect(listed<Session>(client, queryKeys.sessions(ROOM_ID))?.map((s) => s.sessionNumber)).toEqual([3, 2, 1]);
    expect(isStale(queryKeys.room(ROOM_ID))).toBe(true);
    expect(isStale(queryKeys.roomList)).toBe(true);
  });

  it('removes a deleted session and sends its screen back to the server (which answers 404)', () => {
    applyLiveEvent(client, 'session:deleted', { roomId: ROOM_ID, sessionId: session(2).id });
    expect(listed<Session>(client, queryKeys.sessions(ROOM_ID))?.map((s) => s.sessionNumber)).toEqual([1]);
    expect(isStale(queryKeys.session(session(2).id))).toBe(true);
  });

  it('updates "N of M submitted" from the progress event', () => {
    const ann = { userId: 'u-Ann', userName: 'Ann', userImage: null };
    applyLiveEvent(client, 'submissions:progress', {
      roomId: ROOM_ID,
      sessionId: session(2).id,
      memberCount: 3,
      count: 1,
      participants: [ann],
    });
    const shown = listed<Session>(client, queryKeys.sessions(ROOM_ID))?.[0];
    expect(shown).toMatchObject({ submittedCount: 1, memberCount: 3, submitters: [ann] });
    expect(client.getQueryData<Session>(queryKeys.session(session(2).id))).toMatchObject({ submittedCount: 1 });
  });

  it("updates the voters and refreshes only the user's own ballot on votes:progress", () => {
    applyLiveEvent(client, 'votes:progress', {
      roomId: ROOM_ID,
      sessionId: session(2).id,
      memberCount: 2,
      count: 2,
      participants: [],
    });
    expect(client.getQueryData<Session>(queryKeys.session(session(2).id))?.votedCount).toBe(2);
    expect(isStale([...queryKeys.session(session(2).id), 'votes'])).toBe(true);
    expect(isStale([...queryKeys.session(session(2).id), 'submissions'])).toBe(false);
  });

  it('takes the members from the event, and M of open sessions with them', () => {
    const members = [member('Ann'), member('Bob'), member('Cy')];
    applyLiveEvent(client, 'members:changed', { roomId: ROOM_ID, members });
    expect(client.getQueryData<Member[]>(queryKeys.members(ROOM_ID))).toEqual(members);
    expect(client.getQueryData<Room>(queryKeys.room(ROOM_ID))?.memberCount).toBe(3);
    // A session in results keeps the count it had when results were reached.
    expect(listed<Session>(client, queryKeys.sessions(ROOM_ID))?.map((s) => s.memberCount)).toEqual([3, 2]);
    expect(client.getQueryData<Session>(queryKeys.session(session(2).id))?.memberCount).toBe(3);
    expect(isStale(queryKeys.leaderboard(ROOM_ID))).toBe(true);
  });

  it('renames the room and shows its new settings on its screen and in My Rooms', () => {
    const settings = { ...DEFAULT_ROOM_RULES, pointsPerBallot: 12, perVideoCap: 6, timeZone: 'Europe/London' };
    applyLiveEvent(client, 'room:updated', {
      roomId: ROOM_ID,
      room: {
        id: ROOM_ID,
        name: 'Cinema Club',
        description: 'Fridays',
        type: 'automatic',
        votingMode: 'grudge_match',
        settings,
      },
    });
    expect(client.getQueryData<Room>(queryKeys.room(ROOM_ID))).toMatchObject({
      name: 'Cinema Club',
      description: 'Fridays',
      type: 'automatic',
      votingMode: 'grudge_match',
      settings,
      inviteCode: 'ABCDEFGH',
    });
    expect(isStale(queryKeys.tokens(ROOM_ID))).toBe(true);
    expect(listed<Room>(client, queryKeys.roomList)?.map((r) => r.name)).toEqual(['Cinema Club', 'Other']);
  });

  it('applies a move to results sent as one batch: the status at once, then results and standings', () => {
    const moved = session(2, { status: 'results' });
    applyLiveEvent(client, 'room:batch', {
      roomId: ROOM_ID,
      events: [
        { name: 'session:status-changed', payload: { roomId: ROOM_ID, session: moved } },
        { name: 'results:ready', payload: { roomId: ROOM_ID, sessionId: moved.id } },
        { name: 'leaderboard:changed', payload: { roomId: ROOM_ID } },
        { name: 'a:newer-event', payload: { roomId: ROOM_ID } },
      ],
    });
    expect(client.getQueryData<Session>(queryKeys.session(moved.id))?.status).toBe('results');
    expect(listed<Session>(client, queryKeys.sessions(ROOM_ID))?.map((s) => s.status)).toEqual(['results', 'results']);
    expect(isStale([...queryKeys.session(moved.id), 'votes'])).toBe(true);
    expect(isStale(queryKeys.leaderboard(ROOM_ID))).toBe(true);
    expect(isStale(queryKeys.sessions(OTHER_ROOM_ID))).toBe(false);
  });

  it('refreshes points, standings and tokens when the leaderboard changes, not the sessions', () => {
    applyLiveEvent(client, 'leaderboard:changed', { roomId: ROOM_ID });
    expect(isStale(queryKeys.members(ROOM_ID))).toBe(true);
    expect(isStale(queryKeys.leaderboard(ROOM_ID))).toBe(true);
    expect(isStale(['room', ROOM_ID, 'tokens'])).toBe(true);
    expect(isStale(queryKeys.sessions(ROOM_ID))).toBe(false);
    expect(isStale(queryKeys.room(ROOM_ID))).toBe(false);
  });

  it("refreshes everything about a deleted room, its sessions' screens included, and nothing of other rooms", () => {
    applyLiveEvent(client, 'room:deleted', { roomId: ROOM_ID });
    expect(isStale(queryKeys.room(ROOM_ID))).toBe(true);
    expect(isStale(queryKeys.session(session(2).id))).toBe(true);
    expect(isStale(queryKeys.sessions(OTHER_ROOM_ID))).toBe(false);
  });

  it('keeps a paged list in order: patches a session on a later page, leaves out one older than every page', () => {
    client.setQueryData(queryKeys.sessions(ROOM_ID), {
      pages: [
        { items: [session(6), session(5, { status: 'results' })], nextCursor: 'a' },
        { items: [session(4, { status: 'results' })], nextCursor: 'b' },
      ],
      pageParams: [null, 'a'],
    });
    applyLiveEvent(client, 'session:updated', { roomId: ROOM_ID, session: session(4, { theme: 'Renamed' }) });
    applyLiveEvent(client, 'session:updated', { roomId: ROOM_ID, session: session(2, { theme: 'Not loaded' }) });
    applyLiveEvent(client, 'session:created', { roomId: ROOM_ID, session: session(7, { status: 'upcoming' }) });
    const data = client.getQueryData<{ pages: { items: Session[] }[] }>(queryKeys.sessions(ROOM_ID));
    expect(data?.pages.map((p) => p.items.map((s) => `${s.sessionNumber} ${s.theme}`))).toEqual([
      ['7 Theme 7', '6 Theme 6', '5 Theme 5'],
      ['4 Renamed'],
    ]);
  });

  it('ignores an event it does not know', () => {
    applyLiveEvent(client, 'room:exploded', { roomId: ROOM_ID });
    applyLiveEvent(client, 'toString', { roomId: ROOM_ID });
    expect(client.getQueryData<Room>(queryKeys.room(ROOM_ID))).toEqual(room());
  });
});

describe('resyncRoom', () => {
  it("refreshes the room's data older than the join, and not other rooms'", () => {
    const joinedAt = Date.now() + 1;
    resyncRoom(client, ROOM_ID, joinedAt, null);
    expect(isStale(queryKeys.room(ROOM_ID))).toBe(true);
    expect(isStale(queryKeys.sessions(ROOM_ID))).toBe(true);
    expect(isStale([...queryKeys.session(session(2).id), 'votes'])).toBe(true);
    expect(isStale(queryKeys.sessions(OTHER_ROOM_ID))).toBe(false);
    expect(isStale(queryKeys.roomList)).toBe(false);
  });

  it('leaves data fetched after the join alone', () => {
    resyncRoom(client, ROOM_ID, Date.now() - 60_000, null);
    expect(isStale(queryKeys.sessions(ROOM_ID))).toBe(false);
  });

  it('leaves data read under the tag the join answered, until it is fetched again', () => {
    const query = (key: readonly unknown[]) => client.getQueryCache().find({ queryKey: key, exact: true })!;
    rememberAnswerTag(query(queryKeys.room(ROOM_ID)), 'W/"a1-ann"');
    rememberAnswerTag(query(queryKeys.sessions(ROOM_ID)), 'W/"a1-ann"');
    // The room changed since: another tag refreshes everything.
    resyncRoom(client, ROOM_ID, Date.now() + 1, 'W/"a2-ann"');
    expect(isStale(queryKeys.room(ROOM_ID))).toBe(true);

    client.setQueryData(queryKeys.room(ROOM_ID), room(), { updatedAt: 1_000 });
    rememberAnswerTag(query(queryKeys.room(ROOM_ID)), 'W/"a2-ann"');
    // Data set since the tag was remembered is not known to be current.
    client.setQueryData(queryKeys.sessions(ROOM_ID), client.getQueryData(queryKeys.sessions(ROOM_ID)), {
      updatedAt: 2_000,
    });
    resyncRoom(client, ROOM_ID, Date.now() + 1, 'W/"a2-ann"');
    expect(isStale(queryKeys.room(ROOM_ID))).toBe(false);
    expect(isStale(queryKeys.sessions(ROOM_ID))).toBe(true);
    expect(isStale(queryKeys.members(ROOM_ID))).toBe(true);
  });
});

describe('user:renamed', () => {
  it('writes the new name into the room’s members and results without a request, and nowhere else', () => {
    const resultsKey = [...queryKeys.session(session(1).id), 'results'];
    client.setQueryData(queryKeys.session(session(1).id), session(1, { status: 'results' }));
    client.setQueryData(resultsKey, {
      results: [{ userId: 'u-Bob', userName: 'Bob', voteBreakdown: [{ voterId: 'u-Ann', voterName: 'Ann' }] }],
    });
    client.setQueryData(queryKeys.members(OTHER_ROOM_ID), [member('Ann')]);

    applyLiveEvent(client, 'user:renamed', { roomId: ROOM_ID, userId: 'u-Ann', userName: 'DJ Ann' });

    expect(client.getQueryData<Member[]>(queryKeys.members(ROOM_ID))?.[0]?.userName).toBe('DJ Ann');
    const results = client.getQueryData<{ results: { voteBreakdown: { voterName: string }[] }[] }>(resultsKey);
    expect(results?.results[0]?.voteBreakdown[0]?.voterName).toBe('DJ Ann');
    expect(isStale(queryKeys.members(ROOM_ID))).toBe(false);
    // Another room's copy waits for that room's own event.
    expect(client.getQueryData<Member[]>(queryKeys.members(OTHER_ROOM_ID))?.[0]?.userName).toBe('Ann');
  });
});
