import { beforeAll } from 'vitest';

// The commentary box grows with its text and listens for web fonts loading: jsdom has no
// document.fonts, so tests that render it stand one in.
export function stubDocumentFonts(): void {
  beforeAll(() => {
    if ('fonts' in document) return;
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => {}, removeEventListener: () => {} },
    });
  });
}
