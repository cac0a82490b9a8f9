import { describe, expect, it } from 'vitest';
import { DevLoginBodySchema } from './http/auth.ts';
import { DisplayNameSchema } from './http/profile.ts';
import { CreateRoomBodySchema } from './http/rooms.ts';
import { displayName, isBlankName, providerName, trimName } from './names.ts';

describe('isBlankName: nothing visible once invisible characters are removed', () => {
  it.each([
    ['', true],
    ['   ', true],
    ['\u200b', true], // zero-width space
    ['\u200c\u200d\u2060\ufeff', true], // joiners, word joiner, BOM
    ['\u3164', true], // Hangul filler
    ['\u115f\u1160\uffa0', true], // Hangul choseong/jungseong and halfwidth fillers
    ['\u2800', true], // braille blank
    ['\u00ad\u034f\u180e', true], // soft hyphen, grapheme joiner, Mongolian vowel separator
    ['\u202e\u2066\ufe0f', true], // bidi override, isolate, variation selector
    ['\u00a0\u3000', true], // no-break and ideographic spaces
    ['Ann', false],
    ['\u200bA', false],
    ['👨‍👩‍👧', false],
    ['ㅎ', false],
  ])('%j → %s', (value, blank) => {
    expect(isBlankName(value)).toBe(blank);
  });

  it('trims only the ends, keeping a joiner inside an emoji', () => {
    expect(trimName('\u200b 👨‍👩‍👧 Fam \u3164')).toBe('👨‍👩‍👧 Fam');
  });
});

describe('displayName with a chosen name', () => {
  it('prefers the chosen name, and ignores one that is blank', () => {
    expect(displayName({ displayName: 'DJ Ann', firstName: 'Ann', lastName: 'Lee' })).toBe('DJ Ann');
    expect(displayName({ displayName: '\u3164', firstName: 'Ann', lastName: 'Lee' })).toBe('Ann Lee');
    expect(providerName({ displayName: 'DJ Ann', firstName: 'Ann' })).toBe('Ann');
  });

  it('treats a provider name of invisible characters as missing', () => {
    expect(displayName({ firstName: '\u3164', email: 'x@example.com' })).toBe('x@example.com');
    expect(displayName({ firstName: 'Ann', lastName: '\u200b' })).toBe('Ann');
  });
});

describe('every name field refuses a blank name', () => {
  const message = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;
  it.each(['\u3164', '\u200b\u200b', ' \u2800 '])('%j', (blank) => {
    expect(message(DisplayNameSchema.safeParse(blank))).toBe('Display name is required');
    expect(message(DevLoginBodySchema.safeParse({ email: 'a@example.com', firstName: blank }))).toBe(
      'First name is required',
    );
    expect(message(CreateRoomBodySchema.safeParse({ name: blank, type: 'manual' }))).toBe('Room name is required');
  });

  it('answers the trimmed name', () => {
    expect(DisplayNameSchema.parse('  Kat \u200b')).toBe('Kat');
  });
});
