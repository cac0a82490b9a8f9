import { MantineProvider } from '@mantine/core';
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { theme } from '../theme.ts';
import { VideoThumbnail } from './video-thumbnail.tsx';

const SRC = 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg';
const ui = (
  <MantineProvider theme={theme}>
    <VideoThumbnail src={SRC} alt="A video" />
  </MantineProvider>
);

/** Draws the server's HTML, lets its image settle as given, then hydrates it as the app does. */
async function hydrateAfterImageSettled(naturalWidth: number) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  document.body.append(container);
  const img = container.querySelector('img');
  if (!img) throw new Error('the server drew no image');
  // The load finished (or failed) before the app ran: its event is gone, only the state is left.
  Object.defineProperty(img, 'complete', { value: true });
  Object.defineProperty(img, 'naturalWidth', { value: naturalWidth });
  const recoverable = vi.fn();
  const errors = vi.spyOn(console, 'error');
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, ui, { onRecoverableError: recoverable });
  });
  // No mismatch: the first client render is the server's HTML.
  expect(recoverable).not.toHaveBeenCalled();
  expect(errors).not.toHaveBeenCalled();
  onTestFinished(() => {
    act(() => root?.unmount());
    container.remove();
  });
  return container;
}

describe('video thumbnail in a page the server drew', () => {
  it('shows the placeholder when the image failed before hydration', async () => {
    const container = await hydrateAfterImageSettled(0);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-placeholder]')).not.toBeNull();
    expect(container).toHaveTextContent('A video');
  });

  it('keeps an image that loaded before hydration', async () => {
    const container = await hydrateAfterImageSettled(480);
    expect(container.querySelector('img')).toHaveAttribute('src', SRC);
    expect(container.querySelector('[data-placeholder]')).toBeNull();
  });
});
