import type { Session } from '@clipclub/protocol/http/sessions';
import { Anchor, Badge, Group, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { type IconProps, SvgIcon } from '../../../components/icons.tsx';
import { plural } from '../../../lib/plural.ts';
import { useNow } from '../../../lib/use-now.ts';
import { votingDeadlineText } from '../lib/ballot.ts';
import { STATUS_COLORS, STATUS_LABELS } from './vote-labels.ts';

/** Back link, session number, status, theme, the voting deadline and how many videos there are. */
export function VoteHeader({ session, submissionCount }: { session: Session; submissionCount?: number }) {
  const now = useNow();
  const deadline = session.status === 'voting' ? votingDeadlineText(session.votingDeadline, new Date(now)) : null;
  return (
    <header>
      <Group justify="space-between" gap="sm">
        <Anchor component={Link} to={`/room/${session.roomId}`} size="sm" fw={600}>
          <span aria-hidden="true">←</span> Back to Room
        </Anchor>
        {(session.status === 'voting' || session.status === 'results') && (
          <Anchor component={Link} to={`/session/${session.id}/watch`} size="sm" fw={600}>
            Watch Together
          </Anchor>
        )}
      </Group>
      <Group gap="xs" mt="md">
        <Text size="xs" c="dimmed" fw={700} tt="uppercase">
          Session {session.sessionNumber}
        </Text>
        <Badge variant="light" color={STATUS_COLORS[session.status]}>
          {STATUS_LABELS[session.status]}
        </Badge>
      </Group>
      <Title order={1} mt={4} fz={{ base: 26, sm: 32 }} style={{ overflowWrap: 'anywhere' }}>
        {session.theme}
      </Title>
      {session.description && (
        <Text c="dimmed" mt={4} maw={720} style={{ whiteSpace: 'pre-line' }}>
          {session.description}
        </Text>
      )}
      {(deadline || submissionCount !== undefined) && (
        <Group gap="lg" mt="sm">
          {deadline && (
            <Group gap={6}>
              <IconClock size={16} />
              <Text size="sm" fw={600}>
                {deadline}
              </Text>
            </Group>
          )}
          {submissionCount !== undefined && (
            <Text size="sm" c="dimmed">
              {plural(submissionCount, 'submission')}
            </Text>
          )}
        </Group>
      )}
    </header>
  );
}

const IconClock = (props: IconProps) => (
  <SvgIcon paths={['M3 12a9 9 0 1 0 18 0a9 9 0 0 0 -18 0', 'M12 7v5l3 3']} {...props} />
);
