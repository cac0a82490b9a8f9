import { screen, within } from '@testing-library/react';
import { type ComponentProps, createElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '../../../test/render.tsx';
import { mockApi, SESSION_ID } from '../test/vote-api.ts';
import { VoteScreen } from './vote-screen.tsx';

// A point given draws the card it went to and the count again, not every card: on a ballot of
// 200 each tap drew every card drawn (bench:web, a point once the app has the vote page).

const drawn = vi.hoisted(() => new Map<string, number>());
vi.mock('./submission-card.tsx', async (importOriginal) => {
  const real = await importOriginal<typeof import('./submission-card.tsx')>();
  return {
    SubmissionCard: (props: ComponentProps<typeof real.SubmissionCard>) => {
      drawn.set(props.submission.title, (drawn.get(props.submission.title) ?? 0) + 1);
      return createElement(real.SubmissionCard, props);
    },
  };
});

const card = (title: string) => screen.getByRole('article', { name: title });

describe('the classic ballot, a point given', () => {
  beforeEach(() => drawn.clear());

  it('draws again the card it went to, and the others only when their choices change', async () => {
    mockApi({});
    const { user } = render(<VoteScreen sessionId={SESSION_ID} />);
    expect(await screen.findByRole('heading', { name: 'Classic Voting' })).toBeInTheDocument();
    drawn.clear();
    await user.click(within(card('Video a')).getByLabelText('1'));
    expect(screen.getByText('1 of 10 points')).toBeInTheDocument();
    expect(drawn.get('Video a')).toBeGreaterThan(0);
    expect(drawn.get('Video b') ?? 0).toBe(0);
    expect(drawn.get('Video c') ?? 0).toBe(0);

    // 5 and 4 given: 1 left, so the others' highest choices change and they are drawn again.
    await user.click(within(card('Video a')).getByLabelText('5'));
    drawn.clear();
    await user.click(within(card('Video b')).getByLabelText('4'));
    expect(screen.getByText('9 of 10 points')).toBeInTheDocument();
    expect(drawn.get('Video c')).toBeGreaterThan(0);
    expect(within(card('Video c')).getByLabelText('2')).toBeDisabled();
    expect(within(card('Video c')).getByLabelText('1')).toBeEnabled();
  });
});
