import { useConnectionStore } from '../../../stores/connection-store.ts';
import classes from './live-indicator.module.css';

const SHOWN = {
  live: { text: 'Live', label: 'Live: this screen updates as things change' },
  reconnecting: {
    text: 'Reconnecting…',
    label: 'Reconnecting…: until the connection is back, this screen checks for changes every 3 seconds',
  },
} as const;

/** 'Live' or 'Reconnecting…' while a room screen is open; nothing otherwise (or while connecting). */
export function LiveIndicator() {
  const status = useConnectionStore((s) => s.status);
  if (status !== 'live' && status !== 'reconnecting') return null;
  const { text, label } = SHOWN[status];
  return (
    <div role="status" aria-label={label} title={label} data-status={status} className={classes.indicator}>
      <span className={classes.dot} aria-hidden="true" />
      <span className={classes.text}>{text}</span>
      {/* A phone's header has room for one short word: the colour alone would not say it. */}
      {status === 'reconnecting' && (
        <span className={classes.short} aria-hidden="true">
          Offline
        </span>
      )}
    </div>
  );
}
