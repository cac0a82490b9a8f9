import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client.ts';
import { useConnectionStore } from '../../../stores/connection-store.ts';

// Just enough of a socket.io client socket for LiveRooms to open and join through.
const socket = {
  connected: false,
  active: true,
  on: vi.fn(() => socket),
  onAny: vi.fn(() => socket),
  connect: vi.fn(() => socket),
};
const getSocket = vi.fn(() => socket);
vi.mock('../../../lib/socket.ts', () => ({ getSocket }));

const { useLiveRoom } = await import('./use-live-room.ts');

describe('useLiveRoom', () => {
  let idle: (() => void)[] = [];
  const runIdle = async () => {
    const due = idle;
    idle = [];
    await act(async () => {
      for (const callback of due) callback();
      await new Promise((resolve) => setTimeout(resolve, 0)); // the socket's code loads
    });
  };
  beforeEach(() => {
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('opens the socket only once the page is idle, and polls meanwhile', async () => {
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    renderHook(() => useLiveRoom('room-1'), { wrapper });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });

    // Mounted, but the page has not been idle yet: no socket, and the status says to poll.
    expect(idle.length).toBeGreaterThan(0);
    expect(getSocket).not.toHaveBeenCalled();
    expect(useConnectionStore.getState().status).not.toBe('live');

    // Idle after the page's load (lib/after-first-paint.ts), the next idle period loads the
    // socket's code, and a later one opens the connection.
    await runIdle();
    await runIdle();
    expect(getSocket).not.toHaveBeenCalled();
    expect(useConnectionStore.getState().status).not.toBe('live');
    await runIdle();
    expect(getSocket).toHaveBeenCalledTimes(1);
    expect(useConnectionStore.getState().status).toBe('connecting');
  });
});
