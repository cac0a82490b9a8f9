import type { LeaderboardEntry } from '@clipclub/protocol/http/rooms';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, render } from '../../../test/render.tsx';
import { competitionRanks, LeaderboardPanel } from './leaderboard-panel.tsx';

const entry = (userId: string, userName: string, totalPoints: number, badgesReceived = 0): LeaderboardEntry => ({
  userId,
  userName,
  userImage: null,
  totalPoints,
  badgesReceived,
});

describe('Leaderboard', () => {
  it('shares ranks between ties', () => {
    expect(competitionRanks([10, 10, 7, 0])).toEqual([1, 1, 3, 4]);
    // Badges break a tie in points.
    expect(competitionRanks([0, 0, 0, 0], [3, 1, 1, 0])).toEqual([1, 2, 2, 4]);
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

  it('counts an appreciation round: badges received beside points, ranked by them', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse([entry('b', 'Bea', 0, 3), entry('a', 'Ada', 0, 1), entry('c', 'Cy', 0, 0)]),
    );
    render(<LeaderboardPanel roomId="r1" />);
    const rows = await screen.findAllByRole('listitem');
    expect(screen.queryByText('No leaderboard data yet')).not.toBeInTheDocument();
    expect(rows.map((row) => row.textContent)).toEqual([
      '1BBea0 points3 badges',
      '2AAda0 points1 badge',
      '3CCy0 points',
    ]);
    expect(rows[0]!.firstElementChild).toHaveAttribute('data-medal', 'gold');
    expect(rows[2]!.firstElementChild).not.toHaveAttribute('data-medal');
  });
});
