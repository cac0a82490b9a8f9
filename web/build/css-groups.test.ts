import { describe, expect, it } from 'vitest';
import { cssGroups } from './css-groups.ts';

// Each screen's files as build/shell-prefetch.ts's routeChunks lists them ('/'-prefixed), the
// app's frame under '*', a lazy part under its name (app/boot-chunks.ts LAZY_PARTS).
const screens = {
  '*': ['/assets/app-1.js', '/assets/router-1.css'],
  home: ['/assets/home-1.js'],
  vote: [
    '/assets/vote-1.js',
    '/assets/vote-1.css',
    '/assets/signed-in-styles-1.css',
    '/assets/Progress-1.css',
    '/assets/thumb-1.css',
  ],
  room: [
    '/assets/room-1.js',
    '/assets/room-1.css',
    '/assets/signed-in-styles-1.css',
    '/assets/Progress-1.css',
    '/assets/thumb-1.css',
  ],
  results: ['/assets/results-1.js', '/assets/results-1.css', '/assets/signed-in-styles-1.css', '/assets/thumb-1.css'],
  // The vote's ranked panel imports the vote's sheet: it is still the vote's alone.
  'ranked-panel': ['/assets/ranked-panel-1.js', '/assets/vote-1.css', '/assets/signed-in-styles-1.css'],
};

describe('cssGroups', () => {
  it('puts the frame in one sheet named like the entry, the entry first', () => {
    const [frame] = cssGroups(screens, ['assets/index-1.css'], 'assets/signed-in-styles-1.css');
    expect(frame).toEqual({ name: 'index.css', parts: ['assets/index-1.css', 'assets/router-1.css'], entry: true });
  });

  it('merges what two screens load into the signed-in sheet, after it, and leaves a screen its own', () => {
    const [, signedIn] = cssGroups(screens, ['assets/index-1.css'], 'assets/signed-in-styles-1.css');
    expect(signedIn).toEqual({
      name: 'signed-in-styles.css',
      parts: ['assets/signed-in-styles-1.css', 'assets/Progress-1.css', 'assets/thumb-1.css'],
    });
  });

  it('never merges a sheet the landing loads into the signed-in one', () => {
    const landing = { ...screens, home: ['/assets/home-1.js', '/assets/thumb-1.css'] };
    const [, signedIn] = cssGroups(landing, ['assets/index-1.css'], 'assets/signed-in-styles-1.css');
    expect(signedIn?.parts).toEqual(['assets/signed-in-styles-1.css', 'assets/Progress-1.css']);
  });
});
