import type { Recap } from '@clipclub/protocol';
import { describe, expect, it } from 'vitest';
import { colorsOf, standingsRows } from './recap-charts.tsx';

const round = (ids: string[]) => ({ sessionId: 's1', standings: ids.map((userId) => ({ userId, leaguePoints: 1 })) });
const gave = (pairs: [string, string][]) =>
  pairs.map(([fromUserId, toUserId]) => ({ fromUserId, toUserId, share: 0.5 }));

describe('the recap charts’ colours', () => {
  it('give each player one colour, whatever order a chart meets them in', () => {
    // Who gave whom meets Cat first; the standings list Ann first.
    const recap = {
      rounds: [round(['ann', 'bob', 'cat'])],
      gave: gave([
        ['cat', 'ann'],
        ['bob', 'cat'],
        ['ann', 'bob'],
      ]),
    };
    const colorOf = colorsOf(recap as unknown as Recap);
    const colours = ['ann', 'bob', 'cat'].map(colorOf);
    expect(new Set(colours).size).toBe(3);
    const reordered = colorsOf({ ...recap, gave: [...recap.gave].reverse() } as unknown as Recap);
    expect(['ann', 'bob', 'cat'].map(reordered)).toEqual(colours);
  });
});

describe('the standings chart’s points', () => {
  it('start every player at 0, so one round draws a line, not a dot', () => {
    const names = new Map([
      ['ann', 'Ann'],
      ['bob', 'Bob'],
    ]);
    const recap = {
      rounds: [
        {
          sessionId: 's1',
          standings: [
            { userId: 'ann', leaguePoints: 2 },
            { userId: 'bob', leaguePoints: 1 },
          ],
        },
      ],
    };
    expect(standingsRows(recap as unknown as Recap, names)).toEqual([
      { round: 'Start', Ann: 0, Bob: 0 },
      { round: 'R1', Ann: 2, Bob: 1 },
    ]);
  });
});
