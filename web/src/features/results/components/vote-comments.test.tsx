import type { BadgeGiver, VoteBreakdownItem } from '@clipclub/protocol/http/results';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '../../../test/render.tsx';
import { BadgeGivers, SubmitterCommentary, VoteComments } from './vote-comments.tsx';

const vote = (voterName: string, over: Partial<VoteBreakdownItem> = {}): VoteBreakdownItem => ({
  voterId: `u-${voterName}`,
  voterName,
  voterImage: null,
  type: 'points',
  points: 5,
  rank: null,
  comment: null,
  ...over,
});

describe('comments in the results', () => {
  it('lists each comment with its voter’s name beside what they gave, and skips votes without one', () => {
    render(
      <VoteComments
        videoTitle="Ann's video"
        breakdown={[
          vote('Bob', { comment: 'The drop at 1:20!' }),
          vote('Cat'),
          vote('Dan', { type: 'downvote', points: -3, comment: 'Too long\nsorry' }),
        ]}
      />,
    );
    const items = within(screen.getByRole('list', { name: "Comments on Ann's video" })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Bob+5 pointsThe drop at 1:20!');
    expect(items[1]).toHaveTextContent(/DanDownvote −3Too long\s+sorry/);
  });

  it('shows nothing when nobody commented', () => {
    const { container } = render(<VoteComments videoTitle="x" breakdown={[vote('Bob')]} />);
    expect(container.querySelector('ul')).toBeNull();
  });

  it('quotes the submitter’s commentary with their name', () => {
    render(<SubmitterCommentary commentary="My road-trip song" userName="Ann" />);
    expect(screen.getByText('“My road-trip song”')).toBeInTheDocument();
    expect(screen.getByText('— Ann, who picked it')).toBeInTheDocument();
  });

  it('appreciation: says who gave which badges, with their comment', () => {
    const givers: BadgeGiver[] = [
      { voterId: 'u-Bob', voterName: 'Bob', voterImage: null, badges: ['fire', 'bop'], comment: null },
      { voterId: 'u-Cat', voterName: 'Cat', voterImage: null, badges: ['fire'], comment: 'Chills' },
    ];
    const badges = [
      { type: 'fire' as const, label: 'Fire', icon: '🔥', description: '' },
      { type: 'bop' as const, label: 'Bop', icon: '🎵', description: '' },
    ];
    render(<BadgeGivers givers={givers} badges={badges} videoTitle="Ann's video" />);
    const items = within(screen.getByRole('list', { name: "Badges given to Ann's video" })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Bob🔥 Fire, 🎵 Bop');
    expect(items[1]).toHaveTextContent('Cat🔥 FireChills');
  });
});
