import type { Season } from '@clipclub/protocol/http/seasons';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, render } from '../../../test/render.tsx';
import { StandingsPanel } from './standings-panel.tsx';

afterEach(() => vi.restoreAllMocks());

const season: Season = {
  id: 's1',
  roomId: 'r1',
  number: 1,
  name: 'Season 1',
  rounds: null,
  status: 'running',
  startedAt: '2026-11-20T18:00:00.000Z',
  finishedAt: null,
  // Round 2 is still taking submissions: one round played.
  sessionIds: ['a', 'b'],
  played: 1,
};

/** The Standings tab's reads answered; `refuse`: the season writes' answer (a 409 body). */
function serve(refuse?: string, seasons: unknown[] = [season]) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (init?.method === 'POST') return jsonResponse({ message: refuse ?? 'unexpected' }, { status: 409 });
    if (url.endsWith('/seasons')) return jsonResponse(seasons);
    return jsonResponse([]);
  });
}

describe('the Standings tab', () => {
  it('counts the rounds played, not those waiting to open', async () => {
    serve();
    render(<StandingsPanel roomId="r1" isAdmin={false} userId="u1" />);
    expect(await screen.findByText('Open season · 1 round so far')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'End season' })).not.toBeInTheDocument();
  });

  it.each([
    [null, 'Open season'],
    [5, '5 rounds'],
  ])('leaves the count out of a season kept offline without it (rounds %s)', async (rounds, shown) => {
    const { played: _, ...older } = season;
    serve(undefined, [{ ...older, rounds }]);
    render(<StandingsPanel roomId="r1" isAdmin={false} userId="u1" />);
    expect(await screen.findByText(shown)).toBeInTheDocument();
    expect(screen.queryByText(/undefined|NaN/)).not.toBeInTheDocument();
  });

  it('asks before ending a season, and says why the server refused', async () => {
    const fetchMock = serve('A session is still in progress: end it first');
    const { user } = render(<StandingsPanel roomId="r1" isAdmin userId="u1" />);
    await user.click(await screen.findByRole('button', { name: 'End season' }));
    const dialog = await screen.findByRole('dialog', { name: 'End season' });
    expect(dialog).toHaveTextContent('End Season 1 now? It finishes with the standings so far');
    // Nothing is sent until the admin confirms.
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'End season' }));
    expect(await screen.findByText('A session is still in progress: end it first')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(String(post?.[0])).toContain('/api/seasons/s1/end');
  });
});
