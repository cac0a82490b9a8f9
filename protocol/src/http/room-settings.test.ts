import { describe, expect, it } from 'vitest';
import { isTimeZone } from './room-settings.ts';

describe('isTimeZone', () => {
  it('accepts a zone the runtime knows, again from what it remembers, in any letter case', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('america/los_angeles')).toBe(true);
  });

  it('refuses a name no runtime knows, an empty one and an overlong one, every time', () => {
    for (const name of ['Pacific Time', 'Mars/Olympus_Mons', 'Mars/Olympus_Mons', '', `Europe/${'x'.repeat(64)}`])
      expect(isTimeZone(name)).toBe(false);
  });

  it('still answers right once many case variants of one zone have been seen', () => {
    const zone = 'America/Argentina/ComodRivadavia';
    const variants = Array.from({ length: 3_000 }, (_, i) =>
      [...zone].map((c, j) => ((i >> (j % 12)) & 1 ? c.toUpperCase() : c.toLowerCase())).join(''),
    );
    for (const v of variants) expect(isTimeZone(v)).toBe(true);
    expect(isTimeZone('Asia/Tokyo')).toBe(true);
    expect(isTimeZone('Asia/Nowhere')).toBe(false);
  });
});
