import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FIRST_DRAWN } from '../../../components/near-screen.tsx';
import { render } from '../../../test/render.tsx';
import { installScrolling, scrollNear } from '../../../test/scrolling.ts';
import { entry, mockApi, ROOM_ID, SESSION_ID, session } from '../test/vote-api.ts';
import { VoteScreen } from './vote-screen.tsx';

// The screen loads several queries in turn; a busy machine needs more than the default second.
configure({ asyncUtilTimeout: 5000 });

const card = (title: string) => screen.getByRole('article', { name: title });

describe('Vote screen', { timeout: 30_000 }, () => {
  it('classic: leaves out one’s own video, caps each card, and refuses a wrong total with a toast', async () => {
    const posts = mockApi({});
    const { user } = render(<VoteScreen sessionId={SESSION_ID} />);
    expect(await screen.findByRole('heading', { name: 'Classic Voting' })).toBeInTheDocument();
    expect(screen.getByText('Session 2')).toBeInTheDocument();
    expect(screen.getByText('Voting Open')).toBeInTheDocument();
    expect(screen.getByText('4 submissions')).toBeInTheDocument();
    expect(screen.queryByText(/Voting ends in|Voting ending soon/)).not.toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Video mine' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);

    // Nothing loads from YouTube until the player asks.
    expect(document.querySelector('iframe')).toBeNull();
    await user.click(within(card('Video a')).getByRole('button', { name: 'Play Video a' }));
    expect(card('Video a').querySelector('iframe')?.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/a?autoplay=1&rel=0',
    );

    await user.click(within(card('Video a')).getByLabelText('5'));
    await user.click(within(card('Video b')).getByLabelText('4'));
    expect(screen.getByText('9 of 10 points')).toBeInTheDocument();
    expect(within(card('Video c')).getByLabelText('1')).toBeEnabled();
    expect(within(card('Video c')).getByLabelText('2')).toBeDisabled();

    // Short of the total, the button says what is missing and sends nothing.
    expect(screen.getByRole('button', { name: 'Give 1 More Point' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Submit Votes' })).not.toBeInTheDocument();
    expect(posts).toHaveLength(0);

    await user.click(within(card('Video c')).getByLabelText('1'));
    await user.click(screen.getByRole('button', { name: 'Submit Votes' }));
    expect(await screen.findByText('Votes submitted!')).toBeInTheDocument();
    expect(posts).toEqual([
      {
        path: `/api/votes/${SESSION_ID}`,
        body: {
          votes: [
            { submissionId: 'a', points: 5 },
            { submissionId: 'b', points: 4 },
            { submissionId: 'c', points: 1 },
          ],
        },
      },
    ]);
  });

  it('classic, a room of 200: an entry far down is drawn as it nears the screen and takes points', async () => {
    installScrolling();
    const others = Array.from({ length: 199 }, (_, i) => entry(`v${i + 1}`));
    const posts = mockApi({ entries: [entry('mine', true), ...others] });
    const { user } = render(<VoteScreen sessionId={SESSION_ID} />);
    expect(await screen.findByText('200 submissions')).toBeInTheDocument();
    // A screenful is drawn; the rest wait as their titles (find-in-page still finds them).
    expect(screen.getAllByRole('article')).toHaveLength(FIRST_DRAWN);
    const last = screen.getByText('Video v199');
    expect(screen.queryByRole('article', { name: 'Video v199' })).not.toBeInTheDocument();

    scrollNear(last.closest('[data-placeholder]') as Element);
    await user.click(within(await screen.findByRole('article', { name: 'Video v199' })).getByLabelText('5'));
    await user.click(within(card('Video v1')).getByLabelText('5'));
    expect(screen.getByText('10 of 10 points')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit Votes' }));
    expect(await screen.findByText('Votes submitted!')).toBeInTheDocument();
    expect(posts[0]?.body).toEqual({
      votes: [
        { submissionId: 'v199', points: 5 },
        { submissionId: 'v1', points: 5 },
      ],
    });
  });

  it('classic: a comment field opens on a video given points and its comment goes with the ballot', async () => {
    const posts = mockApi({});
    const { user } = render(<VoteScreen sessionId={SESSION_ID} />);
    await screen.findByRole('heading', { name: 'Classic Voting' });
    expect(within(card('Video a')).queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(within(card('Video a')).getByLabelText('5'));
    await user.click(within(card('Video b')).getByLabelText('5'));
    const field = within(card('Video a')).getByRole('textbox', { name: 'Comment: Video a' });
    expect(field).toHaveAttribute('maxlength', '280');
    await user.type(field, '  Loved the chorus ');
    await user.type(within(card('Video b')).getByRole('textbox', { name: 'Comment: Video b' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Submit Votes' }));
    expect(await screen.findByText('Votes submitted!')).toBeInTheDocument();
    expect(posts[0]?.body).toEqual({
      votes: [
        { submissionId: 'a', points: 5, comment: 'Loved the chorus' },
        { submissionId: 'b', points: 5 },
      ],
    });
  });

  it('shows Already Voted with the ballot, Voting Closed and No Submissions Yet with a way back', async () => {
    mockApi({
      votes: [
        {
          submissionId: 'a',
          voteType: 'points',
          rankPosition: null,
          isDownvote: 0,
          pointsAllocated: 5,
          badge: null,
          comment: null,
        },
      ],
    });
    const first = render(<VoteScreen sessionId={SESSION_ID} />);
    expect(await screen.findByRole('heading', { name: 'Already Voted' })).toBeInTheDocument();
    expect(within(screen.getByTestId('my-ballot')).getByText('— 5 points')).toBeInTheDocument();
    // Classic takes one ballot: nothing to change.
    expect(screen.queryByRole('button', { name: 'Change my vote' })).not.toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: 'Back to Room' })) {
      expect(link).toHaveAttribute('href', `/room/${ROOM_ID}`);
    }
    first.unmount();
    vi.restoreAllMocks();

    mockApi({ session: session({ status: 'results' }) });
    const second = render(<VoteScreen sessionId={SESSION_ID} />);
    expect(await screen.findByRole('heading', { name: 'Voting Closed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Results' })).toHaveAttribute('href', `/results/${SESSION_ID}`);
    second.unmount();
    vi.restoreAllMocks();

    mockApi({ entries: [entry('mine', true)] });
    render(<VoteScreen sessionId={SESSION_ID} />);
    expect(await screen.findByRole('heading', { name: 'No Submissions Yet' })).toBeInTheDocument();
  });

  it('ranked: ranks exactly K with the buttons, pre-filled from an earlier ranking', async () => {
    const posts = mockApi({
      mode: 'ranked_choice',
      allocation: 2,
      votes: [
        {
          submissionId: 'c',
          voteType: 'rank',
          rankPosition: 1,
          isDownvote: 0,
          pointsAllocated: 2,
          badge: null,
          comment: null,
        },
      ],
    });
    const { user } = render(<VoteScreen sessionId={SESSION_ID} />);
    // The ballot read back first, then 'Change my vote' opens it pre-filled.
    expect(await screen.findByRole('heading', { name: 'Already Voted' })).toBeInTheDocument();
    expect(within(screen.getByTestId('my-ballot')).getByText('— Rank 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change my vote' }));
    expect(await screen.findByRole('group', { name: 'Rank 1: Video c' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rank 1 More' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Add to ranking: Video a' }));
    expect(screen.getByRole('group', { name: 'Rank 2: Video a' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to ranking: Video b' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move up: Video a' }));
    expect(screen.getByRole('group', { name: 'Rank 1: Video a' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move up: Video a' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Update Rankings' }));
    expect(await screen.findByText('Rankings submitted!')).toBeInTheDocument();
    expect(posts[0]).toEqual({
      path: `/api/sessions/${SESSION_ID}/vote/ranked`,
      body: {
        ranked_submissions: [
          { submission_id: 'a', rank: 1 },
          { submission_id: 'c', rank: 2 },
        ],
      },
    });
  });

  it('grudge: one downvote target, none without tokens, and a cast downvote stays final', async () => {
    const posts = mockApi({ mode: 'grudge_match', tokens: 1 });
    const { user, unmount } = render(<VoteScreen sessionId={SESSION_ID} />);
    expect(await screen.findByText('1 token')).toBeInTheDocument();
    await user.click(within(card('Video a')).getByRole('button', { name: 'Downvote (−3)' }));
    await user.click(within(card('Video b')).getByRole('button', { name: 'Downvote (−3)' }));
    expect(screen.getAllByRole('button', { pressed: true })).toHaveLength(1);
    await user.click(within(card('Video a')).getByLabelText('5'));
    await user.click(within(card('Video c')).getByLabelText('5'));
    await user.click(screen.getByRole('button', { name: 'Submit Votes' }));
    expect(await screen.findByText('Votes submitted!')).toBeInTheDocument();
    expect(posts[0]?.body).toEqual({
      point_allocations: [
        { submissionId: 'a', points: 5 },
        { submissionId: 'c', points: 5 },
      ],
      downvote: { submissionId: 'b', useToken: true },
    });
    unmount();
    vi.restoreAllMocks();

    mockApi({ mode: 'grudge_match', tokens: 0 });
    const noTokens = render(<VoteScreen sessionId={SESSION_ID} />);
    expect(await screen.findByText('0 tokens')).toBeInTheDocument();
    for (const button of screen.getAllByRole('button', { name: 'Downvote (−3)' })) expect(button).toBeDisabled();
    noTokens.unmount();
    vi.restoreAllMocks();

    mockApi({
      mode: 'grudge_match',
      tokens: 0,
      votes: [
        {
          submissionId: 'a',
          voteType: 'points',
          rankPosition: null,
          isDownvote: 0,
          pointsAllocated: 10,
          badge: null,
          comment: null,
        },
        {
          submissionId: 'b',
          voteType: 'downvote',
          rankPosition: null,
          isDownvote: 1,
          pointsAllocated: -3,
          badge: null,
          comment: null,
        },
      ],
    });
    const again = render(<VoteScreen sessionId={SESSION_ID} />);
    const ballot = await screen.findByTestId('my-ballot');
    expect(within(ballot).getByText('Video a')).toBeInTheDocument();
    expect(within(ballot).getByText('— 10 points')).toBeInTheDocument();
    expect(within(ballot).getByText('— Downvote (−3)')).toBeInTheDocument();
    await again.user.click(screen.getByRole('button', { name: 'Change my vote' }));
    expect(
      await within(await screen.findByRole('article', { name: 'Video b' })).findByText('Downvoted (−3)'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Downvote/ })).not.toBeInTheDocument();
    expect(screen.getByText('10 of 10 points')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update Votes' })).toBeEnabled();
  });

  it('appreciation: badge toggles per video, none required', async () => {
    const posts = mockApi({ mode: 'appreciation_station', allocation: null });
    const { user } = render(<VoteScreen sessionId={SESSION_ID} />);
    const fire = await within(await screen.findByRole('article', { name: 'Video a' })).findByRole('button', {
      name: 'Fire',
    });
    expect(fire).toHaveAttribute('aria-pressed', 'false');
    await user.click(fire);
    expect(fire).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(card('Video a')).getByRole('button', { name: 'Bop' }));
    await user.click(within(card('Video c')).getByRole('button', { name: 'Bop' }));
    expect(screen.getByText('3 badges given')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit Appreciation' }));
    expect(await screen.findByText('Appreciation submitted!')).toBeInTheDocument();
    expect(posts[0]?.body).toEqual({
      badge_allocations: [
        { submissionId: 'a', badges: ['fire', 'bop'] },
        { submissionId: 'c', badges: ['bop'] },
      ],
    });
  });
});
