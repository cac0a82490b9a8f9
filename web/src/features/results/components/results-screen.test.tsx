import type { ResultEntry, SessionResults, VoteBreakdownItem } from '@clipclub/protocol/http/results';
import type { Session } from '@clipclub/protocol/http/sessions';
import { act, configure, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_DRAWN } from '../../../components/near-screen.tsx';
import { useConnectionStore } from '../../../stores/connection-store.ts';
import { jsonResponse, render } from '../../../test/render.tsx';
import { installScrolling, scrollNear } from '../../../test/scrolling.ts';
import { revealEntries } from '../lib/reveal-entries.ts';
import { ResultsScreen } from './results-screen.tsx';

// The results list, counted each time it renders (a room of 200's is the long task to avoid).
const drawn = vi.hoisted(() => ({ results: 0 }));
vi.mock('./results-content.tsx', async (importOriginal) => {
  const real = await importOriginal<typeof import('./results-content.tsx')>();
  return {
    ...real,
    ResultsContent: (props: Parameters<typeof real.ResultsContent>[0]) => {
      drawn.results++;
      return <real.ResultsContent {...props} />;
    },
  };
});

configure({ asyncUtilTimeout: 5000 });

const SESSION_ID = '00000000-0000-4000-8000-000000000001';
const ROOM_ID = '00000000-0000-4000-8000-0000000000aa';

const session = (status: Session['status']): Session => ({
  id: SESSION_ID,
  roomId: ROOM_ID,
  sessionNumber: 3,
  theme: 'Guilty pleasures',
  description: null,
  hidden: false,
  seasonId: 'season-1',
  round: 1,
  suggestedBy: null,
  status,
  submissionsDeadline: null,
  votingDeadline: null,
  playlistId: null,
  playlistUrl: null,
  memberCount: 4,
  submittedCount: 3,
  votedCount: 3,
  submitters: [],
  voters: [],
  createdAt: '2026-03-01T00:00:00Z',
});

const awards = { roundMvp: null, categoryChampions: {} };
const stats = { totalSubmissions: 3, totalPointsCast: 20, submissionRate: 0.75 };
const entry = (rank: number, name: string, points: number, breakdown: VoteBreakdownItem[]): ResultEntry => ({
  rank,
  submissionId: `s-${name}`,
  videoTitle: `${name}'s video`,
  thumbnail: '',
  videoUrl: `https://www.youtube.com/watch?v=${name}`,
  userId: `u-${name}`,
  userName: name,
  userImage: null,
  points,
  upvotes: breakdown.filter((b) => b.type !== 'downvote').length,
  downvotes: breakdown.filter((b) => b.type === 'downvote').length,
  voteBreakdown: breakdown,
  commentary: null,
});
const vote = (voter: string, type: 'points' | 'downvote', points: number): VoteBreakdownItem => ({
  voterId: `u-${voter}`,
  voterName: voter,
  voterImage: null,
  type,
  points,
  rank: null,
  comment: null,
});

function mockApi(s: Session, results: SessionResults) {
  const paths: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const path = String(input);
    paths.push(path);
    if (path.endsWith('/results')) return jsonResponse(results);
    if (path.endsWith('/reveal-seen')) return new Response(null, { status: 204 });
    if (path.endsWith('/threads') || path.endsWith('/members')) return jsonResponse([]);
    if (path.endsWith('/badges/config')) {
      return jsonResponse({
        availableBadges: [{ type: 'fire', label: 'Fire', icon: '🔥', description: 'Pure energy' }],
      });
    }
    return jsonResponse(s);
  });
  return paths;
}

const grudge: SessionResults = {
  sessionId: SESSION_ID,
  revealSeen: true,
  votingMode: 'grudge_match',
  awards,
  stats,
  results: [
    entry(1, 'Ann', 7, [vote('Bob', 'points', 5), vote('Cat', 'points', 5), vote('Cat', 'downvote', -3)]),
    entry(2, 'Bob', 5, [vote('Ann', 'points', 5)]),
    entry(3, 'Cat', -3, [vote('Ann', 'downvote', -3)]),
  ],
};

describe('Results screen', { timeout: 30_000 }, () => {
  it('asks for results only once the session has them', async () => {
    const paths = mockApi(session('voting'), grudge);
    render(<ResultsScreen sessionId={SESSION_ID} />);
    expect(await screen.findByRole('heading', { name: 'Results Not Ready Yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cast Your Vote' })).toHaveAttribute('href', `/vote/${SESSION_ID}`);
    expect(paths.some((p) => p.endsWith('/results'))).toBe(false);
  });

  it('a first visit plays the reveal, last place first, winner last; Skip shows the results and remembers it', async () => {
    const paths = mockApi(session('results'), { ...grudge, revealSeen: false });
    const { user } = render(<ResultsScreen sessionId={SESSION_ID} />);
    const reveal = await screen.findByRole('region', { name: 'The Reveal' });
    // No winner on screen before it is revealed.
    expect(screen.queryByRole('region', { name: 'Results Are In!' })).not.toBeInTheDocument();
    expect(within(reveal).getByTestId('reveal-place')).toHaveTextContent('Rank 3');
    expect(within(reveal).getByRole('heading', { level: 2 })).toHaveTextContent("Cat's video");
    await user.click(within(reveal).getByRole('button', { name: 'Next' }));
    expect(within(reveal).getByTestId('reveal-place')).toHaveTextContent('Rank 2');
    await user.click(within(reveal).getByRole('button', { name: 'Skip to the results' }));
    expect(await screen.findByRole('region', { name: 'Results Are In!' })).toHaveTextContent('Ann');
    expect(paths.some((p) => p.endsWith('/reveal-seen'))).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Replay the reveal' }));
    expect(
      within(await screen.findByRole('region', { name: 'The Reveal' })).getByTestId('reveal-place'),
    ).toHaveTextContent('Rank 3');
  });

  it('a three-way tie for first reveals three joint winners, and a lone winner stays the winner', async () => {
    const [ann, bob, cat] = grudge.results as [ResultEntry, ResultEntry, ResultEntry];
    const tie = { ...grudge, revealSeen: false, results: [ann, { ...bob, rank: 1 }, { ...cat, rank: 1 }] };
    mockApi(session('results'), tie);
    const { user } = render(<ResultsScreen sessionId={SESSION_ID} />);
    const reveal = await screen.findByRole('region', { name: 'The Reveal' });
    for (let card = 0; card < 3; card += 1) {
      expect(within(reveal).getByTestId('reveal-place')).toHaveTextContent('Joint winner');
      if (card < 2) await user.click(within(reveal).getByRole('button', { name: 'Next' }));
    }
    expect(revealEntries(grudge).map((e) => e.sharedRank)).toEqual([false, false, false]);
  });

  it('a round nobody voted in reveals no place: no winner, as the banner says', async () => {
    const [ann, bob, cat] = grudge.results as [ResultEntry, ResultEntry, ResultEntry];
    const unvoted = (e: ResultEntry) => ({ ...e, rank: 1, points: 0, upvotes: 0, downvotes: 0, voteBreakdown: [] });
    mockApi(session('results'), { ...grudge, revealSeen: false, results: [ann, bob, cat].map(unvoted) });
    const { user } = render(<ResultsScreen sessionId={SESSION_ID} />);
    const reveal = await screen.findByRole('region', { name: 'The Reveal' });
    const places: string[] = [];
    for (let card = 0; card < 3; card += 1) {
      places.push(within(reveal).getByTestId('reveal-place').textContent ?? '');
      if (card < 2) await user.click(within(reveal).getByRole('button', { name: 'Next' }));
    }
    expect(places).toEqual(['Revealed', 'Revealed', 'And finally']);
  });

  it('the reveal marks a High stakes submitter who did not vote, as the results do', async () => {
    const [ann, bob, cat] = grudge.results as [ResultEntry, ResultEntry, ResultEntry];
    const highStakes = { ...grudge, revealSeen: false, results: [ann, bob, { ...cat, points: 0, didNotVote: true }] };
    mockApi(session('results'), highStakes);
    const { user } = render(<ResultsScreen sessionId={SESSION_ID} />);
    const reveal = await screen.findByRole('region', { name: 'The Reveal' });
    expect(within(reveal).getByRole('heading', { level: 2 })).toHaveTextContent("Cat's video");
    expect(within(reveal).getByTestId('reveal-card')).toHaveTextContent('Did not vote');
    await user.click(within(reveal).getByRole('button', { name: 'Next' }));
    expect(within(reveal).getByRole('heading', { level: 2 })).toHaveTextContent("Bob's video");
    expect(within(reveal).getByTestId('reveal-card')).not.toHaveTextContent('Did not vote');
  });

  it('the socket going live, or lost, does not draw the results again', async () => {
    mockApi(session('results'), grudge);
    render(<ResultsScreen sessionId={SESSION_ID} />);
    await screen.findByRole('region', { name: 'Results Are In!' });
    const before = drawn.results;
    act(() => useConnectionStore.getState().setStatus('live'));
    act(() => useConnectionStore.getState().setStatus('reconnecting'));
    act(() => useConnectionStore.getState().setStatus('idle'));
    expect(drawn.results).toBe(before);
  });

  it('grudge: winner, net points, votes up and down, the breakdown and the real submission rate', async () => {
    mockApi(session('results'), grudge);
    const { user } = render(<ResultsScreen sessionId={SESSION_ID} />);
    const banner = await screen.findByRole('region', { name: 'Results Are In!' });
    expect(banner).toHaveTextContent('Session 3');
    expect(banner).toHaveTextContent('Guilty pleasures');
    expect(banner).toHaveTextContent('Ann');
    expect(banner).toHaveTextContent('7 net points');

    const first = screen.getByRole('article', { name: "Rank 1: Ann's video" });
    expect(first).toHaveTextContent('7 net points');
    expect(within(first).getByText('Positive Votes').nextSibling).toHaveTextContent('2');
    expect(within(first).getByText('Downvotes').nextSibling).toHaveTextContent('1');
    expect(within(first).getByText('Net Score').nextSibling).toHaveTextContent('+7');
    expect(screen.getByRole('article', { name: "Rank 3: Cat's video" })).toHaveTextContent('−3 net points');

    const toggle = within(first).getByRole('button', { name: 'Show Votes (2 voters)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(within(first).getByRole('button', { name: 'Hide Votes (2 voters)' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const items = within(await within(first).findByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent(/Bob\+5 points$/);
    expect(items[1]).toHaveTextContent(/Cat\+5 points$/);
    expect(items[2]).toHaveTextContent(/CatDownvote −3$/);

    const rate = screen.getByRole('group', { name: 'Submission Rate' });
    expect(rate).toHaveTextContent('75%');
  });

  it('appreciation: the Round MVP as a random selection, champions and badge counts', async () => {
    const results: SessionResults = {
      sessionId: SESSION_ID,
      revealSeen: true,
      votingMode: 'appreciation_station',
      awards: {
        roundMvp: { userId: 'u-Bob', userName: 'Bob' },
        categoryChampions: {
          fire_champion: { userId: 'u-Ann', userName: 'Ann', badgeCount: 2, submissionId: 's-Ann' },
        },
      },
      stats,
      results: [
        {
          submissionId: 's-Ann',
          videoTitle: "Ann's video",
          thumbnail: '',
          videoUrl: 'https://www.youtube.com/watch?v=Ann',
          userId: 'u-Ann',
          userName: 'Ann',
          userImage: null,
          badgeCounts: { new_to_me: 0, fire: 2, feels: 0, bop: 0, deep_cut: 0, world_view: 0, respect: 0, story: 0 },
          totalBadges: 2,
          badgeGivers: [],
          commentary: null,
        },
      ],
    };
    mockApi(session('results'), results);
    render(<ResultsScreen sessionId={SESSION_ID} />);
    const banner = await screen.findByRole('region', { name: 'Results Are In!' });
    expect(banner).toHaveTextContent('Round MVP');
    expect(banner).toHaveTextContent('Bob');
    expect(within(banner).getByText('Random Selection')).toBeInTheDocument();
    const champion = await screen.findByRole('article', { name: 'Fire' });
    expect(champion).toHaveTextContent('Ann');
    expect(champion).toHaveTextContent('Badges Received: 2');
    const all = screen.getByRole('region', { name: 'All Submissions' });
    expect(within(all).getByText(/Fire ×2/)).toBeInTheDocument();
    expect(within(all).getByText('Total badges: 2')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Final Rankings' })).not.toBeInTheDocument();
  });

  it('a tie names every winner as a sentence, and an entry nobody voted for offers no Show Votes', async () => {
    mockApi(session('results'), {
      ...grudge,
      votingMode: 'classic',
      results: [
        entry(1, 'Bob', 5, [vote('Ann', 'points', 5)]),
        entry(1, 'Cara', 5, [vote('Ann', 'points', 5)]),
        entry(1, 'Alice', 5, [vote('Bob', 'points', 5)]),
        entry(4, 'Ann', 0, []),
      ],
    });
    render(<ResultsScreen sessionId={SESSION_ID} />);
    const banner = await screen.findByRole('region', { name: 'Results Are In!' });
    expect(banner).toHaveTextContent('Winners (tie)');
    expect(banner).toHaveTextContent('Bob, Cara and Alice');
    const unvoted = screen.getByRole('article', { name: "Rank 4: Ann's video" });
    expect(within(unvoted).queryByRole('button', { name: /Show Votes/ })).not.toBeInTheDocument();
    expect(unvoted).toHaveTextContent('No votes');
    const voted = screen.getByRole('article', { name: "Rank 1: Bob's video" });
    expect(within(voted).getByRole('button', { name: 'Show Votes (1 voter)' })).toBeInTheDocument();
  });

  it('a room of 200: the last entry is drawn as it nears the screen, its votes behind Show Votes', async () => {
    installScrolling();
    const results = Array.from({ length: 200 }, (_, i) =>
      entry(i + 1, `P${i + 1}`, 200 - i, [vote(`P${((i + 1) % 200) + 1}`, 'points', 5)]),
    );
    mockApi(session('results'), { ...grudge, votingMode: 'classic', results });
    const { user } = render(<ResultsScreen sessionId={SESSION_ID} />);
    expect(await screen.findByRole('article', { name: "Rank 1: P1's video" })).toBeInTheDocument();
    expect(screen.getAllByRole('article', { name: /^Rank / })).toHaveLength(FIRST_DRAWN);
    // The rest wait as their rank and title, which find-in-page still finds.
    const last = screen.getByText("200. P200's video");
    scrollNear(last.closest('[data-placeholder]') as Element);
    const card = await screen.findByRole('article', { name: "Rank 200: P200's video" });
    await user.click(within(card).getByRole('button', { name: 'Show Votes (1 voter)' }));
    expect(within(card).getByRole('button', { name: 'Hide Votes (1 voter)' })).toBeInTheDocument();
    expect(within(await within(card).findByRole('list')).getByRole('listitem')).toHaveTextContent(/P1\+5 points$/);
  });

  it('a round with no votes says so instead of announcing a tie at 0', async () => {
    mockApi(session('results'), {
      ...grudge,
      votingMode: 'classic',
      stats: { ...stats, totalPointsCast: 0 },
      results: [entry(1, 'Bob', 0, []), entry(1, 'Cara', 0, [])],
    });
    render(<ResultsScreen sessionId={SESSION_ID} />);
    const banner = await screen.findByRole('region', { name: 'Results Are In!' });
    expect(banner).toHaveTextContent('Nobody voted this round');
    expect(banner).not.toHaveTextContent('Winners (tie)');
    expect(banner).not.toHaveTextContent('Bob');
  });

  describe('Share Results', () => {
    afterEach(() => {
      Reflect.deleteProperty(navigator, 'share');
    });

    it('shares a text summary through the share sheet, not a members-only link', async () => {
      const shareSheet = vi.fn().mockResolvedValue(undefined);
      Object.defineProperty(navigator, 'share', { value: shareSheet, configurable: true });
      mockApi(session('results'), grudge);
      const { user } = render(<ResultsScreen sessionId={SESSION_ID} />);
      await user.click(await screen.findByRole('button', { name: 'Share Results' }));
      expect(shareSheet).toHaveBeenCalledTimes(1);
      const shared = shareSheet.mock.calls[0]![0] as ShareData;
      expect(shared.url).toBeUndefined();
      expect(shared.title).toBe('Clip Club results · Session 3: Guilty pleasures');
      expect(shared.text).toContain('Winner: Ann, 7 net points');
      expect(shared.text).toContain("1. Ann: “Ann's video”, 7 net points\n   https://www.youtube.com/watch?v=Ann");
      expect(shared.text).not.toContain('/results/');
    });

    it('copies the summary with a toast where there is no share sheet', async () => {
      mockApi(session('results'), grudge);
      const { user } = render(<ResultsScreen sessionId={SESSION_ID} />);
      const copied = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
      await user.click(await screen.findByRole('button', { name: 'Share Results' }));
      expect(await screen.findByText('Results copied!')).toBeInTheDocument();
      expect(copied).toHaveBeenCalledWith(expect.stringContaining('https://www.youtube.com/watch?v=Bob'));
    });
  });
});
