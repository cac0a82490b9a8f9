import { describe, expect, it } from 'vitest';
import { notificationOf, safeAppPath } from './push-payload.ts';

describe('a push payload', () => {
  it('shows the title and body and opens its path', () => {
    const shown = notificationOf(
      JSON.stringify({ kind: 'results_ready', title: 'Results are in', body: 'Open the reveal', url: '/results/s1' }),
    );
    expect(shown).toEqual({
      kind: 'results_ready',
      title: 'Results are in',
      body: 'Open the reveal',
      url: '/results/s1',
    });
  });

  it('shows nothing for a payload that is not the contract', () => {
    expect(notificationOf('not json')).toBeNull();
    expect(notificationOf(JSON.stringify({ title: 'x' }))).toBeNull();
    expect(notificationOf('null')).toBeNull();
  });

  it('never opens another site', () => {
    expect(safeAppPath('https://evil.example/x')).toBe('/dashboard');
    expect(safeAppPath('//evil.example/x')).toBe('/dashboard');
    expect(safeAppPath('/\\evil.example')).toBe('/dashboard');
    expect(safeAppPath('/vote/s2')).toBe('/vote/s2');
  });
});
