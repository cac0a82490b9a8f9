import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

describe('CSV cells', () => {
  it('prefixes a cell a spreadsheet would run as a formula with a quote', () => {
    expect(['=1+1', '+SUM(A1)', '-2', '@cmd', '\tx', '\rx'].map(csvCell)).toEqual([
      "'=1+1",
      "'+SUM(A1)",
      "'-2",
      "'@cmd",
      "'\tx",
      '"\'\rx"',
    ]);
  });

  it('quotes commas, quotes and line breaks; leaves numbers (a negative one too) as numbers', () => {
    expect(csvCell('a, "b"')).toBe('"a, ""b"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(null)).toBe('');
    expect(csvCell(true)).toBe('true');
  });

  it('starts with a header row', () => {
    expect(toCsv([]).split('\r\n')[0]).toBe(
      'season,round,theme,mode,videoUrl,title,submitter,voter,points,rank,badges,downvote,comment',
    );
  });
});
