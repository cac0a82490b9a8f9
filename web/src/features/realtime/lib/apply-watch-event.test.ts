import type { WatchView } from '@clipclub/protocol/http/watch';
import { describe, expect, it } from 'vitest';
import { queryKeys, type WatchReaction } from '../../../lib/queries/keys.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { applyLiveEvent } from './apply-event.ts';

const SESSION = 'session-1';
const view = (version: number): WatchView => ({
  sessionId: SESSION,
  phase: 'voting',
  queue: [{ submissionId: 's1', videoId: 'abcdefghijk', title: 'A video', thumbnail: 't', durationSec: 60 }],
  state: { index: 0, status: 'paused', positionSec: version, updatedAt: 1_000, rate: 1 },
  hostUserId: 'ann',
  version,
  serverNow: 1_000,
});
const stateEvent = (version: number) => {
  const { queue: _q, phase: _p, ...rest } = view(version);
  return { roomId: 'room-1', ...rest };
};

describe('watch party events', () => {
  it('apply a newer state to the party and ignore an older one that arrives late', () => {
    const client = createQueryClient();
    client.setQueryData(queryKeys.watch(SESSION), view(3));
    applyLiveEvent(client, 'watch:state', { ...stateEvent(4), hostUserId: 'bob' });
    expect(client.getQueryData<WatchView>(queryKeys.watch(SESSION))).toMatchObject({ version: 4, hostUserId: 'bob' });
    applyLiveEvent(client, 'watch:state', stateEvent(2));
    expect(client.getQueryData<WatchView>(queryKeys.watch(SESSION))?.version).toBe(4);
    // The queue stays: the event carries only the playback state.
    expect(client.getQueryData<WatchView>(queryKeys.watch(SESSION))?.queue).toHaveLength(1);
  });

  it('collect reactions (named only when the server names them) and the watchers', () => {
    const client = createQueryClient();
    applyLiveEvent(client, 'watch:reaction', { roomId: 'room-1', sessionId: SESSION, id: 'r1', emoji: '🔥' });
    applyLiveEvent(client, 'watch:reaction', {
      roomId: 'room-1',
      sessionId: SESSION,
      id: 'r2',
      emoji: '👏',
      user: { userId: 'bob', name: 'Bob' },
    });
    const reactions = client.getQueryData<WatchReaction[]>(queryKeys.watchReactions(SESSION));
    expect(reactions?.map((r) => [r.emoji, r.name])).toEqual([
      ['🔥', undefined],
      ['👏', 'Bob'],
    ]);
    const watchers = [{ userId: 'bob', name: 'Bob', image: null, outOfSync: true, buffering: false }];
    applyLiveEvent(client, 'watch:presence', { roomId: 'room-1', sessionId: SESSION, watchers });
    expect(client.getQueryData(queryKeys.watchPresence(SESSION))).toEqual(watchers);
  });
});
