import type { Session } from '@clipclub/protocol/http/sessions';
import { Group, Text } from '@mantine/core';
import { plural } from '../../../lib/plural.ts';
import { useNow } from '../../../lib/use-now.ts';
import { IconClock } from './session-icons.tsx';
import { timeLeft } from './session-time.ts';

/**
 * 'Submissions close in N days' / 'Submissions closing soon' (under 24 hours) while submissions
 * are open. Sessions without a deadline (manual rooms) show neither.
 */
export function SubmissionsCountdown({ session }: { session: Session }) {
  const now = useNow();
  const left = session.status === 'submissions' ? timeLeft(session.submissionsDeadline, now) : null;
  if (!left) return null;
  return (
    <Group gap={6} mt="md" c={left.kind === 'soon' ? 'orange' : 'dimmed'}>
      <IconClock size={16} />
      <Text size="sm" fw={600} c="inherit">
        {left.kind === 'soon' ? 'Submissions closing soon' : `Submissions close in ${plural(left.days, 'day')}`}
      </Text>
    </Group>
  );
}
