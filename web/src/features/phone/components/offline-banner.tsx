import { Alert } from '@mantine/core';
import { useHydrated } from '../../../lib/use-hydrated.tsx';
import { useNetworkStore } from '../../../stores/network-store.ts';
import { OFFLINE_BANNER } from '../lib/phone-text.ts';
import classes from './phone.module.css';

/**
 * While the browser is offline: the screen is what this device saw last, and changes wait for a
 * connection (docs/rules.md §10, "On a phone"). Never in HTML drawn ahead of the app.
 */
export function OfflineBanner() {
  const online = useNetworkStore((s) => s.online);
  const hydrated = useHydrated();
  if (online || !hydrated) return null;
  return (
    <Alert
      role="status"
      color="orange"
      variant="light"
      radius={0}
      title={OFFLINE_BANNER.title}
      className={classes.offline}
    >
      {OFFLINE_BANNER.text}
    </Alert>
  );
}
