import { describe, expect, it } from 'vitest';
import { ApiError, isNotFound } from '../lib/api-client.ts';
import { queryKeys } from '../lib/queries/keys.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { useTimeZoneStore } from '../stores/time-zone-store.ts';
import { holdNotFound, type PageState, pageState, restorePageState } from './page-state.ts';

/** A server-side cache: a user, a room that is 404 for them, a session the server failed on. */
async function drawnCache() {
  const client = createQueryClient();
  client.setQueryData(queryKeys.user, { id: 'u1', timeZone: 'Asia/Tokyo' });
  const fail = (status: number, message: string) => () =>
    Promise.reject(new ApiError(status, `{"message":"${message}"}`, message));
  await client.prefetchQuery({ queryKey: queryKeys.room('r1'), queryFn: fail(404, 'Room not found') });
  await client.prefetchQuery({ queryKey: queryKeys.session('s1'), queryFn: fail(503, 'Database unavailable') });
  return client;
}

/** Through JSON, as the page carries it. */
const carried = (state: PageState): PageState => JSON.parse(JSON.stringify(state));

describe("a drawn page's state", () => {
  it('carries the answers and the 404s (status and message only), not other failures', async () => {
    const state = pageState(await drawnCache(), 1234, ['screen:room']);
    expect(state.drawnAt).toBe(1234);
    expect(state.lazies).toEqual(['screen:room']);
    const keys = state.queries.queries.map((q) => q.queryKey);
    expect(keys).toEqual([queryKeys.user, queryKeys.room('r1')]);
    expect(carried(state).queries.queries[1]?.state).toMatchObject({
      status: 'error',
      error: { status: 404, serverMessage: 'Room not found' },
      fetchFailureReason: null,
    });
  });

  it("comes back as the browser's cache: a real 404 the screen recognises, held until released", async () => {
    const client = createQueryClient();
    restorePageState(client, carried(pageState(await drawnCache(), 1, [])));
    const error = client.getQueryState(queryKeys.room('r1'))?.error;
    expect(isNotFound(error)).toBe(true);
    expect((error as ApiError).serverMessage).toBe('Room not found');
    expect(client.getQueryDefaults(queryKeys.room('r1')).retryOnMount).toBe(false);
    expect(client.getQueryData(queryKeys.user)).toEqual({ id: 'u1', timeZone: 'Asia/Tokyo' });
    // The user's chosen zone, as getUser would have set it.
    expect(useTimeZoneStore.getState().chosen).toBe('Asia/Tokyo');
    holdNotFound(client, false);
    expect(client.getQueryDefaults(queryKeys.room('r1')).retryOnMount).toBeUndefined();
  });
});
