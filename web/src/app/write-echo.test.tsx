import type { Session } from '@clipclub/protocol/http/sessions';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, QueryObserver } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLiveEvent } from '../features/realtime/lib/apply-event.ts';
import { pages, ROOM_ID, room, session } from '../features/realtime/lib/test-data.ts';
import { useAdvanceSession, useUpdateSession } from '../features/sessions/hooks/use-session-mutations.ts';
import { queryKeys } from '../lib/queries/keys.ts';
import { roomQueries } from '../lib/queries/rooms.ts';
import { sessionQueries } from '../lib/queries/sessions.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { jsonResponse } from '../test/render.tsx';

afterEach(() => vi.restoreAllMocks());

/**
 * The admin's own tab gets a write's answer and then the live event the write caused. Both go
 * through lib/queries/cache-updates.ts, so the event finds the change made and asks for nothing.
 */
function adminTab(answer: Session) {
  const client = createQueryClient();
  const open = session(2);
  client.setQueryData(queryKeys.room(ROOM_ID), room({ isAdmin: true }));
  client.setQueryData(queryKeys.sessions(ROOM_ID), pages([open, session(1, { status: 'results' })]));
  client.setQueryData(queryKeys.session(open.id), open);
  client.setQueryData(queryKeys.submissions(open.id), []);
  // What the screens keep mounted: the room, its sessions list, the session and its entries.
  const entriesFetched = vi.fn(async () => []);
  const observers = [
    new QueryObserver(client, roomQueries.detail(ROOM_ID)),
    new QueryObserver(client, sessionQueries.list(ROOM_ID) as never),
    new QueryObserver(client, sessionQueries.detail(open.id)),
    new QueryObserver(client, { queryKey: queryKeys.submissions(open.id), queryFn: entriesFetched }),
  ];
  for (const observer of observers) observer.subscribe(() => {});
  const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => jsonResponse(answer));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MantineProvider env="test">{children}</MantineProvider>
    </QueryClientProvider>
  );
  const requests = () => fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);
  return { client, open, wrapper, requests, entriesFetched };
}

describe('a write and its echoed live event', () => {
  it('an edited session is shown from the answer; the echo fetches nothing', async () => {
    const edited = session(2, { theme: 'Songs of summer' });
    const { client, open, wrapper, requests } = adminTab(edited);
    const { result } = renderHook(() => useUpdateSession(open), { wrapper });

    await act(() => result.current.mutateAsync({ theme: 'Songs of summer', description: null }));
    act(() => applyLiveEvent(client, 'session:updated', { roomId: ROOM_ID, session: edited }));

    expect(client.getQueryData<Session>(queryKeys.session(open.id))?.theme).toBe('Songs of summer');
    expect(requests()).toEqual([`PATCH /api/sessions/${open.id}`]);
  });

  it('a phase move refetches what hangs off the phase once, not once per arrival', async () => {
    const moved = session(2, { status: 'voting' });
    const { client, open, wrapper, requests, entriesFetched } = adminTab(moved);
    const { result } = renderHook(() => useAdvanceSession(open), { wrapper });

    await act(() => result.current.mutateAsync('endSubmissions'));
    act(() => applyLiveEvent(client, 'session:status-changed', { roomId: ROOM_ID, session: moved }));
    await waitFor(() => expect(client.isFetching()).toBe(0));

    expect(client.getQueryData<Session>(queryKeys.session(open.id))?.status).toBe('voting');
    // The answer's session is used as is: no GET of the session or the list; the entries once.
    expect(requests()).toEqual([`POST /api/sessions/${open.id}/advance`]);
    expect(entriesFetched).toHaveBeenCalledTimes(1);
  });
});
