import { create } from 'zustand';

/**
 * Whether the browser says it can reach the network (navigator.onLine, kept by its 'online' and
 * 'offline' events). Offline, screens show what this device saw last, read-only, and writes are
 * refused at once (docs/rules.md §10, "On a phone").
 */
export const isBrowserOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

export const useNetworkStore = create<{ online: boolean }>(() => ({ online: isBrowserOnline() }));

if (typeof window !== 'undefined') {
  const update = () => useNetworkStore.setState({ online: isBrowserOnline() });
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
}
