import type { LeaderboardEntry } from '@clipclub/protocol/http/rooms';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, render } from '../../../test/render.tsx';
import { competitionRanks, LeaderboardPanel } from './leaderboard-panel.tsx';

const entry = (userId: string, userName: string, totalPoints: number): LeaderboardEntry => ({
  userId,
  userName,
  userImage: null,
  totalPoints,
});

describe('Leaderboard', () => {
  it('shares ranks between ties', () => {
    expect(competitionRanks([10, 10, 7, 0])).toEqual([1, 1, 3, 4]);
  });

  it('has no standings while every member is still on 0 points', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse([entry('a', 'Ada', 0), entry('b', 'Bea', 0)]));
    render(<LeaderboardPanel roomId="r1" />);
    expect(await screen.findByText('No leaderboard data yet')).toBeInTheDocument();
    expect(screen.queryByText('Ada')).not.toBeInTheDocument();
  });

  it('ranks members by points and gives no medal for 0 points', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse([entry('a', 'Ada', 12), entry('b', 'Bea', 12), entry('c', 'Cy', 0)]),
    );
    render(<LeaderboardPanel roomId="r1" />);
    const rows = await screen.findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['1AAda12 points', '1BBea12 points', '3CCy0 points']);
    // The rank badge is the row's first element.
    const rank = (row: HTMLElement) => row.firstElementChild;
    expect(rank(rows[0]!)).toHaveAttribute('data-medal', 'gold');
    expect(rank(rows[1]!)).toHaveAttribute('data-medal', 'gold');
    expect(rank(rows[2]!)).not.toHaveAttribute('data-medal');
  });
});
