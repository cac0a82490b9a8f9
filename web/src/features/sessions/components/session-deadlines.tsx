import type { Session } from '@clipclub/protocol/http/sessions';
import { Text } from '@mantine/core';
import { IconCalendar } from '../../../components/icons.tsx';
import { useDisplayTimeZone } from '../../../stores/time-zone-store.ts';
import classes from './session-card.module.css';
import { formatDeadline } from './session-time.ts';

/**
 * Automatic rooms: both deadlines in the viewer's local time, or TBD until the session opens.
 * A date waits for the zone (none in HTML drawn on the server: stores/time-zone-store.ts).
 */
export function SessionDeadlines({ session }: { session: Session }) {
  const timeZone = useDisplayTimeZone();
  const shown = (iso: string | null) => (iso && !timeZone ? '' : formatDeadline(iso, timeZone));
  return (
    <dl className={classes.deadlines}>
      <Text component="div" size="sm" className={classes.deadline}>
        <IconCalendar size={16} />
        <dt>Submissions due</dt>
        <dd>{shown(session.submissionsDeadline)}</dd>
      </Text>
      <Text component="div" size="sm" className={classes.deadline}>
        <IconCalendar size={16} />
        <dt>Voting due</dt>
        <dd>{shown(session.votingDeadline)}</dd>
      </Text>
    </dl>
  );
}
