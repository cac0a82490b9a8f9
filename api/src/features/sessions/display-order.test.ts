import { describe, expect, it } from 'vitest';
import { displayOrder } from './display-order.ts';

const ids = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}` }));

describe('displayOrder', () => {
  it('is the same for every call and does not depend on the input order', () => {
    const items = ids(8);
    const once = displayOrder('session-a', items).map((s) => s.id);
    expect(displayOrder('session-a', [...items].reverse()).map((s) => s.id)).toEqual(once);
    expect(displayOrder('session-a', items).map((s) => s.id)).toEqual(once);
  });

  it('keeps every item exactly once', () => {
    const items = ids(12);
    expect(
      displayOrder('s', items)
        .map((s) => s.id)
        .sort(),
    ).toEqual(items.map((s) => s.id).sort());
  });

  it('differs between sessions and from the submission order', () => {
    const items = ids(10);
    const a = displayOrder('session-a', items).map((s) => s.id);
    const b = displayOrder('session-b', items).map((s) => s.id);
    expect(a).not.toEqual(b);
    expect(a).not.toEqual(items.map((s) => s.id));
  });

  it('puts the first submission first only about 1/n of the time over many sessions', () => {
    const items = ids(4);
    let first = 0;
    for (let i = 0; i < 400; i++) if (displayOrder(`session-${i}`, items)[0]?.id === items[0]?.id) first++;
    // 100 expected; a seeded order that tracked submission order would give 400.
    expect(first).toBeGreaterThan(60);
    expect(first).toBeLessThan(140);
  });
});
