import type { Suggestion } from '@clipclub/protocol/http/seasons';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, render } from '../../../test/render.tsx';
import { SuggestionsCard } from './suggestions-card.tsx';

afterEach(() => vi.restoreAllMocks());

const suggestion: Suggestion = {
  id: 'g1',
  theme: 'Songs for the bus',
  userId: 'u1',
  userName: 'Ann',
  upvotes: 0,
  upvotedByMe: false,
  createdAt: '2026-11-26T18:00:00.000Z',
};

describe('Theme suggestions', () => {
  it('sends the checked theme, then lists it with the field emptied', async () => {
    let list: Suggestion[] = [];
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => {
      if (init?.method !== 'POST') return jsonResponse(list);
      list = [suggestion];
      return jsonResponse(suggestion, { status: 201 });
    });
    const { user } = render(<SuggestionsCard roomId="r1" isAdmin={false} userId="u2" />);
    const field = screen.getByLabelText('Suggest a theme');
    const suggest = screen.getByRole('button', { name: 'Suggest' });
    expect(suggest).toBeDisabled();
    await user.type(field, '  Songs for the bus ');
    await user.click(suggest);
    expect(await screen.findByText('Songs for the bus')).toBeInTheDocument();
    await waitFor(() => expect(field).toHaveValue(''));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ theme: 'Songs for the bus' });
  });
});
