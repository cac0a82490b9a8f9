import type { Session } from '@clipclub/protocol/http/sessions';
import { useQuery } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../features/realtime/lib/test-data.ts';
import { sessionQueries } from '../lib/queries/sessions.ts';
import { useConnectionStore } from '../stores/connection-store.ts';
import { jsonResponse, render } from '../test/render.tsx';
import { PollWhileOffline } from './poll-while-offline.tsx';

afterEach(() => {
  useConnectionStore.getState().setStatus('idle');
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const renders = { screen: 0 };

/** A screen as the vote screen is: its own observer of the session, the poller beside it. */
function Screen({ id, until }: { id: string; until?: (s: Session) => boolean }) {
  renders.screen++;
  const query = useQuery(sessionQueries.detail(id));
  return (
    <>
      <PollWhileOffline query={sessionQueries.detail(id)} until={until} />
      <p>{query.data?.theme ?? 'loading'}</p>
    </>
  );
}

describe('PollWhileOffline', () => {
  it('refreshes the screen every 3 s until the socket is live, again once it is lost', async () => {
    vi.useFakeTimers();
    let asked = 0;
    const base = session(1, { status: 'voting' });
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => jsonResponse({ ...base, theme: `Theme ${++asked}` }));
    render(<Screen id={base.id} />);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByText('Theme 1')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.getByText('Theme 2')).toBeInTheDocument();

    act(() => useConnectionStore.getState().setStatus('live'));
    await act(() => vi.advanceTimersByTimeAsync(9000));
    expect(screen.getByText('Theme 2')).toBeInTheDocument();

    act(() => useConnectionStore.getState().setStatus('reconnecting'));
    await act(() => vi.advanceTimersByTimeAsync(3100));
    expect(screen.getByText('Theme 3')).toBeInTheDocument();
  });

  it('stops for good at the answer `until` accepts, offline or not', async () => {
    vi.useFakeTimers();
    let asked = 0;
    const base = session(1, { status: 'voting' });
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      jsonResponse({ ...base, status: ++asked >= 2 ? 'results' : 'voting', theme: `Theme ${asked}` }),
    );
    render(<Screen id={base.id} until={(s) => s.status === 'results'} />);
    await act(() => vi.advanceTimersByTimeAsync(3100));
    expect(screen.getByText('Theme 2')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(9000));
    act(() => useConnectionStore.getState().setStatus('reconnecting'));
    await act(() => vi.advanceTimersByTimeAsync(9000));
    expect(asked).toBe(2);
  });

  it('renders the screen again for a new answer, not when the connection changes', async () => {
    const base = session(1, { status: 'voting', theme: 'Cats' });
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => jsonResponse(base));
    render(<Screen id={base.id} />);
    await screen.findByText('Cats');
    const before = renders.screen;
    act(() => useConnectionStore.getState().setStatus('live'));
    act(() => useConnectionStore.getState().setStatus('reconnecting'));
    expect(renders.screen).toBe(before);
  });
});
