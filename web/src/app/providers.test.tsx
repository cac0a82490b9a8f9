import { notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../lib/query-client.ts';
import { applyThemeToRoot, type Theme, useThemeStore } from '../stores/theme-store.ts';
import { AppProviders, Toasts } from './providers.tsx';

/** Every value the page's scheme takes while `mount` runs, the first one included. */
function schemesWhile(mount: () => void): string[] {
  const root = document.documentElement;
  const observer = new MutationObserver(() => {});
  observer.observe(root, { attributes: true, attributeOldValue: true, attributeFilter: ['data-mantine-color-scheme'] });
  mount();
  const records = observer.takeRecords();
  observer.disconnect();
  const values = [...records.map((r) => r.oldValue ?? ''), root.getAttribute('data-mantine-color-scheme') ?? ''];
  return values.filter((v, i) => v !== values[i - 1]);
}

describe('AppProviders', () => {
  afterEach(() => {
    localStorage.clear();
    notifications.clean();
  });

  // Mantine sets the page's scheme from its manager on mount, an effect before forceColorScheme:
  // its own manager answered 'light', and a dark page showed a light frame while the app started.
  it.each<Theme>(['dark', 'light'])('keeps a %s page %s while it mounts', (theme) => {
    useThemeStore.getState().setTheme(theme);
    applyThemeToRoot(theme); // as index.html's inline script leaves the page
    const seen = schemesWhile(() =>
      render(
        <AppProviders client={createQueryClient()}>
          <p>Screen</p>
        </AppProviders>,
      ),
    );
    expect(seen).toEqual([theme]);
  });

  // The toasts' container is a chunk of its own, loaded by the first toast: a toast shown before
  // it has loaded still appears, as does one shown before the providers mounted (a failed write
  // as the page starts).
  it('shows a toast shown before its container has loaded', async () => {
    render(
      <AppProviders client={createQueryClient()}>
        <p>Screen</p>
      </AppProviders>,
    );
    notifications.show({ message: 'Your vote was not saved' });
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent('Your vote was not saved');
  });

  it('shows a toast shown before the providers mounted', async () => {
    notifications.show({ message: 'Your comment was not saved' });
    render(
      <AppProviders client={createQueryClient()}>
        <p>Screen</p>
      </AppProviders>,
    );
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent('Your comment was not saved');
  });

  // Offline before the service worker kept the chunk: the toast waits in the store, and its
  // container is fetched again once the browser is back online, not only by the next toast.
  it('fetches the container again once online when its fetch failed', async () => {
    const container = () => <p>Toasts shown</p>;
    const load = vi
      .fn<() => Promise<typeof container>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(container);
    render(<Toasts load={load} />);
    act(() => void notifications.show({ message: 'Your ballot was not saved' }));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await act(async () => {}); // the failed fetch is answered: nothing drawn, nothing asked again
    expect(screen.queryByText('Toasts shown')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('Toasts shown')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
