import type { VoteRecord } from '@clipclub/protocol/http/votes';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '../../../test/render.tsx';
import { installScrolling, scrollNear } from '../../../test/scrolling.ts';
import { entry, mockApi, SESSION_ID } from '../test/vote-api.ts';
import { VoteScreen } from './vote-screen.tsx';

// A ballot of 40 (one's own left out): far entries wait undrawn (near-screen.tsx) until the
// player comes near them, and a keyboard must still reach and move every one.

configure({ asyncUtilTimeout: 5000 });

const room = () => [entry('mine', true), ...Array.from({ length: 39 }, (_, i) => entry(`v${i + 1}`))];

const ranked = (id: string, rank: number): VoteRecord => ({
  submissionId: id,
  voteType: 'rank',
  rankPosition: rank,
  isDownvote: 0,
  pointsAllocated: 21 - rank,
  badge: null,
  comment: null,
});

const handle = (rank: number, id: string) => screen.getByRole('button', { name: `${rank}. Drag Video ${id}` });

describe('A long ballot by keyboard', { timeout: 30_000 }, () => {
  it('ranked: every row is draggable from the start, and focus draws a far row in tab order', async () => {
    installScrolling();
    // Ranked v1..v20 before; back on the screen to change it.
    const votes = Array.from({ length: 20 }, (_, i) => ranked(`v${i + 1}`, i + 1));
    const posts = mockApi({ mode: 'ranked_choice', allocation: 20, votes, entries: room() });
    const { user } = render(<VoteScreen sessionId={SESSION_ID} />);
    await user.click(await screen.findByRole('button', { name: 'Change my vote' }));
    expect(await screen.findByRole('group', { name: 'Rank 1: Video v1' })).toBeInTheDocument();
    // Far rows are light (no buttons yet) but each has its handle: all 39 can be lifted, by
    // pointer or Space (e2e/tests/voting-ranked.spec.ts drags them; jsdom lays nothing out).
    expect(screen.queryByRole('button', { name: 'Move up: Video v12' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Drag Video v\d+$/ })).toHaveLength(39);

    // A jump to the end of the ranking draws its last row, and no other.
    scrollNear(screen.getByRole('group', { name: 'Rank 20: Video v20' }));
    expect(screen.getByRole('button', { name: 'Move up: Video v20' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Move up: Video v19' })).not.toBeInTheDocument();

    // Focus on a far row's handle draws it; Shift+Tab from there lands on the row before's last
    // button, drawn as focus comes back to it.
    handle(12, 'v12').focus();
    expect(screen.getByRole('button', { name: 'Move up: Video v12' })).toBeInTheDocument();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Remove: Video v11' })).toHaveFocus();
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Move up: Video v11' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('group', { name: 'Rank 10: Video v11' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Update Rankings' }));
    expect(await screen.findByText('Rankings submitted!')).toBeInTheDocument();
    const order = [1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 10, ...Array.from({ length: 9 }, (_, i) => i + 12)];
    expect(posts[0]?.body).toEqual({
      ranked_submissions: order.map((n, i) => ({ submission_id: `v${n}`, rank: i + 1 })),
    });
  });

  it('classic: Shift+Tab from the submit bar walks back into the end of the list, entry by entry', async () => {
    installScrolling();
    mockApi({ entries: room() });
    const { user } = render(<VoteScreen sessionId={SESSION_ID} />);
    const first = await screen.findByRole('article', { name: 'Video v1' });
    await user.click(within(first).getByLabelText('5'));
    await user.click(within(screen.getByRole('article', { name: 'Video v2' })).getByLabelText('5'));
    const submit = screen.getByRole('button', { name: 'Submit Votes' });
    submit.focus();

    // Back from the bar: the last entry, drawn as focus reaches it, then the one before it.
    await user.tab({ shift: true });
    const last = screen.getByRole('article', { name: 'Video v39' });
    expect(last).toContainElement(document.activeElement as HTMLElement);
    for (let i = 0; i < 10 && last.contains(document.activeElement); i++) await user.tab({ shift: true });
    expect(screen.getByRole('article', { name: 'Video v38' })).toContainElement(document.activeElement as HTMLElement);
    // Forward again: back into the last entry, then the bar.
    await user.tab();
    expect(last).toContainElement(document.activeElement as HTMLElement);
  });
});
