import type { WatchQueueItem } from '@clipclub/protocol';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '../../../test/render.tsx';
import { WatchRevealCard } from './queue.tsx';

/** A results-phase queue item: `rank`, `points` and who gave them. */
const item = (id: string, rank: number, points: number, voters: string[]): WatchQueueItem => ({
  submissionId: id,
  videoId: 'dQw4w9WgXcQ',
  title: `Video ${id}`,
  thumbnail: '',
  durationSec: 60,
  submitter: { userId: `u-${id}`, name: `Player ${id}`, image: null },
  rank,
  points,
  voters: voters.map((name) => ({ userId: `v-${name}`, name, points: 3, badges: [] })),
});

const placeOf = (queue: WatchQueueItem[], index: number) => {
  render(<WatchRevealCard item={queue[index]!} queue={queue} last={index === queue.length - 1} />);
  return screen.getByTestId('reveal-place').textContent;
};

describe("the watch party's reveal card", () => {
  it('names a lone winner the winner', () => {
    expect(placeOf([item('c', 3, 1, ['Ann']), item('b', 2, 2, ['Ann']), item('a', 1, 4, ['Bo'])], 2)).toBe(
      'The winner',
    );
  });

  it('names each of those tied for first a joint winner', () => {
    expect(placeOf([item('b', 1, 3, ['Ann']), item('a', 1, 3, ['Bo'])], 1)).toBe('Joint winner');
  });

  it('names no place in a round nobody voted in', () => {
    expect(placeOf([item('b', 1, 0, []), item('a', 1, 0, [])], 1)).toBe('And finally');
  });
});
