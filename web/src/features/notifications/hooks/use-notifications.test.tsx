import type { Notification, NotificationList } from '@clipclub/protocol/http/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../../lib/queries/keys.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { handshakeAuth } from '../../../lib/socket-auth.ts';
import { jsonResponse } from '../../../test/render.tsx';
import { notificationsAuth, useNotifications } from './use-notifications.ts';

// The tab's socket, never connected: the test hands it the events the server would send.
const socket = vi.hoisted(() => {
  const handlers = new Map<string, Set<(payload: unknown) => void>>();
  const anyHandlers = new Set<(name: string, payload: unknown) => void>();
  return {
    connected: false,
    on(name: string, handler: (payload: unknown) => void) {
      if (!handlers.has(name)) handlers.set(name, new Set());
      handlers.get(name)?.add(handler);
    },
    off(name: string, handler: (payload: unknown) => void) {
      handlers.get(name)?.delete(handler);
    },
    onAny(handler: (name: string, payload: unknown) => void) {
      anyHandlers.add(handler);
    },
    offAny(handler: (name: string, payload: unknown) => void) {
      anyHandlers.delete(handler);
    },
    serverSends(name: string, payload?: unknown) {
      for (const handler of anyHandlers) handler(name, payload);
      for (const handler of handlers.get(name) ?? []) handler(payload);
    },
  };
});
vi.mock('../../../lib/socket.ts', () => ({ getSocket: () => socket }));

afterEach(() => vi.restoreAllMocks());

const notice = (id: string): Notification => ({
  id,
  kind: 'nudged',
  roomId: null,
  sessionId: null,
  payload: { byName: 'Ada' },
  createdAt: '2026-11-26T19:00:00.000Z',
  readAt: null,
});
const list = (notifications: Notification[], asOf: string): NotificationList => ({
  notifications,
  unreadCount: notifications.length,
  asOf,
});

/** Each GET of the list waits until the test answers it, in order. */
function heldReads() {
  const answers: ((body: NotificationList) => void)[] = [];
  const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(
    (_url, init) =>
      new Promise<Response>((resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        answers.push((body) => resolve(jsonResponse(body)));
      }),
  );
  const reads = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/notifications')).length;
  return { answers, reads };
}

function mount() {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useNotifications(), { wrapper });
  return { client, hook };
}

describe('the bell while its list is on its way', () => {
  it('adds a notice arriving before the first answer once that answer is in, reading nothing more', async () => {
    const { answers, reads } = heldReads();
    const { hook } = mount();
    await waitFor(() => expect(reads()).toBe(1));

    // The first read happened before the notice was stored; its answer lacks it.
    act(() => socket.serverSends('notification:new', notice('n2')));
    act(() => answers[0]?.(list([notice('n1')], '2026-11-26T19:00:00.000Z')));

    await waitFor(() => expect(hook.result.current.data?.notifications.map((n) => n.id)).toEqual(['n2', 'n1']));
    expect(hook.result.current.data?.unreadCount).toBe(2);
    expect(reads()).toBe(1);
  });

  it('counts a notice once when the first answer, read after it was stored, already holds it', async () => {
    const { answers, reads } = heldReads();
    const { hook } = mount();
    await waitFor(() => expect(reads()).toBe(1));

    act(() => socket.serverSends('notification:new', notice('n2')));
    act(() => answers[0]?.(list([notice('n2'), notice('n1')], '2026-11-26T19:00:01.000Z')));

    await waitFor(() => expect(hook.result.current.data?.notifications.map((n) => n.id)).toEqual(['n2', 'n1']));
    expect(hook.result.current.data?.unreadCount).toBe(2);
    expect(reads()).toBe(1);
  });

  it('adds a notice arriving once the list is there, reading nothing more', async () => {
    const { answers, reads } = heldReads();
    const { hook } = mount();
    await waitFor(() => expect(reads()).toBe(1));
    act(() => answers[0]?.(list([notice('n1')], '2026-11-26T19:00:00.000Z')));
    await waitFor(() => expect(hook.result.current.data).toBeDefined());

    act(() => socket.serverSends('notification:new', notice('n2')));
    act(() => socket.serverSends('notification:new', notice('n2')));
    await waitFor(() => expect(hook.result.current.data?.notifications.map((n) => n.id)).toEqual(['n2', 'n1']));
    expect(hook.result.current.data?.unreadCount).toBe(2);
    expect(reads()).toBe(1);
  });

  it("takes the player's results notice out of a room's batch, though no room screen is open", async () => {
    const { answers, reads } = heldReads();
    const { client, hook } = mount();
    client.setQueryData(queryKeys.user, { id: 'u-Bob' });
    await waitFor(() => expect(reads()).toBe(1));
    act(() => answers[0]?.(list([notice('n1')], '2026-11-26T19:00:00.000Z')));
    await waitFor(() => expect(hook.result.current.data).toBeDefined());

    const notices = {
      roomId: 'r1',
      sessionId: 's1',
      kind: 'results_ready',
      payload: { roomName: 'Friday Club', sessionNumber: 1, theme: 'Cats' },
      createdAt: '2026-11-26T19:05:00.000Z',
      ids: { 'u-Ann': 'n-ann', 'u-Bob': 'n-bob' },
    };
    const batch = { roomId: 'r1', events: [{ name: 'notices:results', payload: notices }] };
    act(() => socket.serverSends('room:batch', batch));
    await waitFor(() => expect(hook.result.current.data?.notifications.map((n) => n.id)).toEqual(['n-bob', 'n1']));
    expect(hook.result.current.data?.notifications[0]).toMatchObject({ kind: 'results_ready', sessionId: 's1' });
    expect(hook.result.current.data?.unreadCount).toBe(2);
    // Unmounted, the bell hears nothing more.
    hook.unmount();
    act(() =>
      socket.serverSends('room:batch', {
        ...batch,
        events: [{ name: 'notices:results', payload: { ...notices, ids: { 'u-Bob': 'n-later' } } }],
      }),
    );
    expect(client.getQueryData<NotificationList>(queryKeys.notifications)?.notifications.map((n) => n.id)).toEqual([
      'n-bob',
      'n1',
    ]);
  });

  it('sends the asOf of the list in the handshake, waiting for a list on its way', async () => {
    const { answers, reads } = heldReads();
    const { hook } = mount();
    await waitFor(() => expect(reads()).toBe(1));
    const auth = handshakeAuth();
    act(() => answers[0]?.(list([], '2026-11-26T19:00:00.000Z')));
    expect(await auth).toEqual({ notificationsAsOf: '2026-11-26T19:00:00.000Z' });
    hook.unmount();
    // Unmounted, the bell adds nothing to a later handshake.
    expect(await handshakeAuth()).toEqual({});
  });

  it('sends no asOf without a list, nor after waiting in vain for one', async () => {
    const client = createQueryClient();
    expect(await notificationsAuth(client)).toEqual({});
    void client.fetchQuery({
      queryKey: queryKeys.notifications,
      queryFn: () => new Promise<NotificationList>(() => {}),
    });
    expect(await notificationsAuth(client, 20)).toEqual({});
  });
});
