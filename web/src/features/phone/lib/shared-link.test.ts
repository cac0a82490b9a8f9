import { describe, expect, it } from 'vitest';
import { sharedLink } from './shared-link.ts';

describe('the link shared to /share', () => {
  it('is the url when one was given', () => {
    expect(sharedLink({ url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', text: 'x' })).toBe(
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    );
  });

  it('is found inside the text, without the sentence around it', () => {
    expect(sharedLink({ text: 'Watch this (https://youtu.be/dQw4w9WgXcQ).', title: 'A video' })).toBe(
      'https://youtu.be/dQw4w9WgXcQ',
    );
  });

  it('is the text itself when it holds no link, for the form to judge', () => {
    expect(sharedLink({ text: '  just words ' })).toBe('just words');
    expect(sharedLink({})).toBe('');
  });
});
