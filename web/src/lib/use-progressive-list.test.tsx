import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST_DRAWN, useProgressiveList } from './use-progressive-list.ts';

function List({ count }: { count: number }) {
  const items = useProgressiveList(Array.from({ length: count }, (_, i) => i));
  return (
    <ul>
      {items.map((i) => (
        <li key={i}>{`Entry ${i + 1}`}</li>
      ))}
    </ul>
  );
}

describe('a long list drawn progressively', () => {
  it('draws a screenful first, then every entry', async () => {
    render(<List count={200} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(FIRST_DRAWN);
    await act(() => new Promise((done) => setTimeout(done, 50)));
    await screen.findByText('Entry 200');
    expect(screen.getAllByRole('listitem')).toHaveLength(200);
  });

  it('draws a short list whole at once', () => {
    render(<List count={5} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
  });
});
