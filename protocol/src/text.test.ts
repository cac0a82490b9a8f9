import { describe, expect, it } from 'vitest';
import { cleanLine, cleanText, csvSafeCell } from './text.ts';

describe('cleanLine', () => {
  it('turns line breaks and tabs into spaces and drops other control characters', () => {
    expect(cleanLine('G\nBEGIN:VEVENT\r\nUID:e@x\rEND')).toBe('G BEGIN:VEVENT UID:e@x END');
    expect(cleanLine('a\tb')).toBe('a b');
    expect(cleanLine('evil\u0000nul\u0007\u001b[31m\u007f\u0085x\u009f')).toBe('evilnul[31m x');
  });

  it('drops bidirectional overrides and isolates but keeps other letters and emoji', () => {
    expect(cleanLine('\u202Eevil\u202A\u202B\u202C\u202D\u2066\u2067\u2068\u2069')).toBe('evil');
    expect(cleanLine('Zoë 👩‍👩‍👧 שלום')).toBe('Zoë 👩‍👩‍👧 שלום');
  });
});

describe('cleanText', () => {
  it('keeps line breaks as LF and tabs, drops the rest', () => {
    expect(cleanText('one\r\ntwo\rthree\nfour\tfive')).toBe('one\ntwo\nthree\nfour\tfive');
    expect(cleanText('a\u0000b\u202Ec\u0007')).toBe('abc');
  });
});

describe('csvSafeCell', () => {
  it('prefixes a cell that a spreadsheet would run as a formula', () => {
    for (const v of ['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx']) expect(csvSafeCell(v)).toBe(`'${v}`);
    expect(csvSafeCell('Road movies')).toBe('Road movies');
    expect(csvSafeCell('')).toBe('');
  });
});
