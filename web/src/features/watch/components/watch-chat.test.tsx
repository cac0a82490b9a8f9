import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, render } from '../../../test/render.tsx';
import { WatchChat } from './watch-chat.tsx';

afterEach(() => vi.restoreAllMocks());

describe('Watch chat', () => {
  it('sends the checked message, shows it and empties the box', async () => {
    const sent = {
      id: 'm1',
      userId: 'u1',
      userName: 'Ann',
      body: 'Popcorn ready',
      createdAt: '2026-11-26T18:00:00.000Z',
    };
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async (_url, init) => jsonResponse(init?.method === 'POST' ? sent : []));
    const { user } = render(<WatchChat sessionId="s1" />);
    expect(await screen.findByText('No messages yet. Say hello!')).toBeInTheDocument();
    const box = screen.getByRole('textbox', { name: 'Chat message' });
    const send = screen.getByRole('button', { name: 'Send' });
    await user.type(box, '   ');
    expect(send).toBeDisabled();
    await user.type(box, 'Popcorn ready  ');
    await user.click(send);
    expect(await screen.findByText('Popcorn ready')).toBeInTheDocument();
    await waitFor(() => expect(box).toHaveValue(''));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ body: 'Popcorn ready' });
  });
});
