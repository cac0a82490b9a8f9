import { INVITE_CODE_ALPHABET } from '@clipclub/protocol';
import { describe, expect, it } from 'vitest';
import { generateInviteCode, isWellFormedInviteCode } from './invite-code.ts';

describe('generateInviteCode', () => {
  it('makes 8 characters from the alphabet, never a look-alike', () => {
    for (let i = 0; i < 500; i++) {
      const code = generateInviteCode();
      expect(code).toMatch(/^[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{8}$/);
      expect(code).not.toMatch(/[IO01]/);
    }
  });

  it('uses the whole alphabet and rarely repeats', () => {
    const codes = Array.from({ length: 2000 }, generateInviteCode);
    expect(new Set(codes).size).toBe(codes.length);
    const seen = new Set(codes.join(''));
    expect([...seen].sort().join('')).toBe([...INVITE_CODE_ALPHABET].sort().join(''));
  });
});

describe('isWellFormedInviteCode', () => {
  it.each([['ABCD2345'], ['ZZZZZZZZ'], ['23456789']])('accepts %s', (code) => {
    expect(isWellFormedInviteCode(code)).toBe(true);
  });

  it.each([
    ['abcd2345', 'lower case (the route upper-cases first)'],
    ['ABCD234', 'too short'],
    ['ABCD23456', 'too long'],
    ['ABCDO234', 'look-alike O'],
    ['ABCDI234', 'look-alike I'],
    ['ABCD0234', 'look-alike 0'],
    ['ABCD1234', 'look-alike 1'],
    ['ABCD 234', 'a space'],
    ['', 'empty'],
  ])('refuses %s (%s)', (code) => {
    expect(isWellFormedInviteCode(code)).toBe(false);
  });
});
