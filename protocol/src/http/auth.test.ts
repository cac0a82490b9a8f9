import { describe, expect, it } from 'vitest';
import { avatarInitial, DevLoginBodySchema, displayName, safeReturnTo } from './auth.ts';

describe('displayName (docs/rules.md §1)', () => {
  it.each([
    [{ firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com' }, 'Ann Lee'],
    [{ firstName: 'Ann', lastName: null, email: 'ann@example.com' }, 'Ann'],
    [{ firstName: 'Ann', lastName: '  ', email: 'ann@example.com' }, 'Ann'],
    [{ firstName: ' Ann ', lastName: ' Lee ' }, 'Ann Lee'],
    [{ firstName: null, lastName: 'Lee', email: 'lee@example.com' }, 'lee@example.com'],
    [{ firstName: '', lastName: '', email: 'x@example.com' }, 'x@example.com'],
    [{ firstName: null, lastName: null, email: null }, 'User'],
    [{ email: '   ' }, 'User'],
    [{}, 'User'],
    [null, 'User'],
    [undefined, 'User'],
  ])('%j → %s', (user, expected) => {
    expect(displayName(user)).toBe(expected);
  });
});

describe('avatarInitial', () => {
  it.each([
    [{ firstName: 'ann', lastName: 'Lee' }, 'A'],
    [{ firstName: null, email: 'zed@example.com' }, 'Z'],
    [{}, 'U'],
    [null, 'U'],
    // A whole character, not half of a surrogate pair.
    [{ firstName: '😀 Smiley' }, '😀'],
    [{ firstName: 'Émile' }, 'É'],
  ])('%j → %s', (user, expected) => {
    expect(avatarInitial(user)).toBe(expected);
  });
});

describe('safeReturnTo (docs/rules.md §1)', () => {
  it.each([
    ['/x', '/x'],
    ['/', '/'],
    ['/join/ABCD2345', '/join/ABCD2345'],
    ['/room/1?tab=members#top', '/room/1?tab=members#top'],
  ])('keeps the same-origin path %s', (value, expected) => {
    expect(safeReturnTo(value)).toBe(expected);
  });

  it.each([
    ['//evil.com'],
    ['//evil.com/path'],
    ['https://evil.com'],
    ['http://localhost:3000/x'],
    ['/\\evil.com'],
    ['\\\\evil.com'],
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    ['/\tevil'],
    ['/\n/evil.com'],
    ['room/1'],
    [''],
    [undefined],
    [null],
    [['/x']],
    [42],
  ])('falls back to / for %j', (value) => {
    expect(safeReturnTo(value)).toBe('/');
  });
});

describe('DevLoginBodySchema', () => {
  it('accepts an email and first name, trimming names', () => {
    expect(DevLoginBodySchema.parse({ email: 'a@example.com', firstName: ' Ann ', lastName: ' Lee ' })).toEqual({
      email: 'a@example.com',
      firstName: 'Ann',
      lastName: 'Lee',
    });
  });

  it.each([
    [{ firstName: 'Ann' }, 'Enter a valid email address'],
    [{ email: 'not-an-email', firstName: 'Ann' }, 'Enter a valid email address'],
    [{ email: 'a@example.com' }, 'First name is required'],
    [{ email: 'a@example.com', firstName: '   ' }, 'First name is required'],
  ])('refuses %j with %s', (body, message) => {
    const result = DevLoginBodySchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
