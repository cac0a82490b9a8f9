import { describe, expect, it } from 'vitest';
import { pickRoundMvp, seededFraction } from './round-mvp.ts';

const ann = { userId: 'ann', userName: 'Ann' };
const bob = { userId: 'bob', userName: 'Bob' };
const cat = { userId: 'cat', userName: 'Cat' };
const sessionIds = Array.from({ length: 60 }, (_, i) => `session-${i}`);

describe('seededFraction', () => {
  it('is a fixed number in [0, 1) for a seed, so past results never change after an upgrade', () => {
    expect(seededFraction('session-1')).toBeCloseTo(0.5157694909721613, 12);
    expect(seededFraction('session-1')).toBe(seededFraction('session-1'));
    for (const id of sessionIds) {
      const f = seededFraction(id);
      expect(f).toBeGreaterThanOrEqual(0);
      expect(f).toBeLessThan(1);
    }
  });
});

describe('pickRoundMvp', () => {
  it('picks the same winner every time for a session', () => {
    const first = pickRoundMvp('session-1', [ann, bob, cat]);
    for (let i = 0; i < 5; i++) expect(pickRoundMvp('session-1', [ann, bob, cat])).toEqual(first);
    expect(first).toEqual(bob);
  });

  it('does not depend on the order the candidates arrive in', () => {
    for (const id of sessionIds) {
      expect(pickRoundMvp(id, [cat, ann, bob])).toEqual(pickRoundMvp(id, [ann, bob, cat]));
    }
  });

  it('draws only among the candidates, and each of them can win', () => {
    const winners = new Set(sessionIds.map((id) => pickRoundMvp(id, [ann, bob, cat])?.userId));
    expect([...winners].sort()).toEqual(['ann', 'bob', 'cat']);
  });

  it('counts a submitter listed twice once', () => {
    const winners = new Set(sessionIds.map((id) => pickRoundMvp(id, [ann, ann, ann, bob])?.userId));
    expect([...winners].sort()).toEqual(['ann', 'bob']);
  });

  it('answers only userId and userName', () => {
    expect(pickRoundMvp('s', [{ ...ann, extra: 1 } as typeof ann])).toEqual(ann);
  });

  it('has no MVP without candidates', () => {
    expect(pickRoundMvp('session-1', [])).toBeNull();
  });
});
