import type { Session } from '@clipclub/protocol/http/sessions';
import { Anchor, Badge, Card, Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { sessionTheme } from '../../../lib/session-theme.ts';
import classes from './session-card.module.css';
import { IconArrowLeft } from './session-icons.tsx';
import { STATUS_COLORS, STATUS_LABELS } from './session-labels.ts';

/** The link every session page starts with. */
export function BackToRoomLink({ roomId }: { roomId: string }) {
  return (
    <Anchor component={Link} to={`/room/${roomId}`} size="sm" fw={600} className={classes.back}>
      <IconArrowLeft size={16} />
      Back to Room
    </Anchor>
  );
}

/** Session number, status, theme and description at the top of a session page. */
export function SessionSummary({ session, children }: { session: Session; children?: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="lg">
      <Group gap={6}>
        <Text size="xs" c="dimmed" fw={700} tt="uppercase" mr={4}>
          Session {session.sessionNumber}
        </Text>
        <Badge variant="light" color={STATUS_COLORS[session.status]}>
          {STATUS_LABELS[session.status]}
        </Badge>
      </Group>
      <Title order={1} fz={{ base: 24, sm: 28 }} mt={6} className={classes.theme}>
        {sessionTheme(session)}
      </Title>
      {session.description && (
        <Text c="dimmed" mt={6} className={classes.description}>
          {session.description}
        </Text>
      )}
      {children}
    </Card>
  );
}
