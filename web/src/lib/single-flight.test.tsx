import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client.ts';
import { useSingleFlightMutation } from './single-flight.ts';

function setUp() {
  const pending: ((value: string) => void)[] = [];
  const send = vi.fn(
    (_body: string) =>
      new Promise<string>((resolve) => {
        pending.push(resolve);
      }),
  );
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useSingleFlightMutation({ mutationFn: send }), { wrapper });
  return { send, pending, result };
}

describe('useSingleFlightMutation', () => {
  it('sends once for two calls in the same tick, then again once the first has settled', async () => {
    const { send, pending, result } = setUp();
    act(() => {
      result.current.mutate('a');
      result.current.mutate('a');
    });
    await waitFor(() => expect(pending).toHaveLength(1));
    await act(async () => pending[0]!('done'));
    act(() => result.current.mutate('b'));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    expect(send.mock.calls.map(([body]) => body)).toEqual(['a', 'b']);
  });

  it('answers a repeated mutateAsync with the request already on its way', async () => {
    const { send, pending, result } = setUp();
    let first: Promise<string> | undefined;
    let second: Promise<string> | undefined;
    act(() => {
      first = result.current.mutateAsync('a');
      second = result.current.mutateAsync('a');
    });
    expect(second).toBe(first);
    await waitFor(() => expect(pending).toHaveLength(1));
    await act(async () => pending[0]!('room 1'));
    await expect(second).resolves.toBe('room 1');
    expect(send).toHaveBeenCalledTimes(1);
  });
});
