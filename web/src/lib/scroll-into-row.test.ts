import { describe, expect, it } from 'vitest';
import { scrollIntoRow } from './scroll-into-row.ts';

/** A row 320 px wide scrolled to `scrollLeft`, and an item at `left` (row coordinates, unscrolled). */
function setUp(scrollLeft: number, left: number, width: number) {
  const row = document.createElement('div');
  const item = document.createElement('a');
  row.scrollLeft = scrollLeft;
  const rect = (x: number, w: number) =>
    ({ left: x, right: x + w, top: 0, bottom: 40, width: w, height: 40 }) as DOMRect;
  row.getBoundingClientRect = () => rect(0, 320);
  item.getBoundingClientRect = () => rect(left - row.scrollLeft, width);
  return { row, item };
}

describe('scrollIntoRow', () => {
  it.each([
    ['brings a tab cut off on the right into the row, its right edge at the row’s', 0, 290, 90, 60],
    ['brings a tab cut off on the left back into the row', 100, 40, 80, 40],
    ['leaves the row alone when the tab shows whole', 0, 100, 80, 0],
    ['shows the start of a tab wider than the row', 0, 200, 400, 200],
  ])('%s', (_, scrollLeft, left, width, scrolledTo) => {
    const { row, item } = setUp(scrollLeft, left, width);
    scrollIntoRow(row, item);
    expect(row.scrollLeft).toBe(scrolledTo);
  });
});
