import { useEffect } from 'react';
import { identifyPlayer, registerServiceWorker } from '../lib/service-worker.ts';

/**
 * Registers the service worker once, and tells it whenever the signed-in player changes (`playerId`
 * null: nobody), so it keeps that player's offline copies only.
 */
export function ServiceWorkerLink({ playerId }: { playerId: string | null }) {
  useEffect(() => registerServiceWorker(), []);
  useEffect(() => {
    // Whoever it is now (nobody included), the worker checks with the server.
    if (playerId !== undefined) void identifyPlayer();
  }, [playerId]);
  return null;
}
