import type { RoomType } from '@clipclub/protocol/http/common';
import type { Session } from '@clipclub/protocol/http/sessions';
import { Badge, Button, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router-dom';
import { IconCalendar } from '../../../components/icons.tsx';
import { useAdvanceSession } from '../hooks/use-session-mutations.ts';
import { AdminPhaseControls, type OpenSession, PhasePresence } from './active-phase-panel.tsx';
import classes from './session-card.module.css';
import { IconChartBar, IconCheckbox, IconExternalLink, IconUpload } from './session-icons.tsx';
import { STATUS_COLORS, STATUS_LABELS } from './session-labels.ts';
import { SessionMenu } from './session-menu.tsx';
import { formatDeadline } from './session-time.ts';

export type SessionCardProps = {
  session: Session;
  roomType: RoomType;
  isAdmin: boolean;
  /** the room's active session (product-spec §4) */
  isActive: boolean;
  /** nothing in the room is active, so an upcoming session of a manual room may be opened */
  canOpen: boolean;
  userId: string | undefined;
};

export function SessionCard({ session, roomType, isAdmin, isActive, canOpen, userId }: SessionCardProps) {
  const manual = roomType === 'manual';
  const open = isActive && isOpen(session) ? session : undefined;
  return (
    <Card
      component="article"
      withBorder
      radius="lg"
      padding="lg"
      className={classes.card}
      data-active={isActive || undefined}
      aria-labelledby={`session-${session.id}-theme`}
    >
      <Stack gap="sm">
        <div className={classes.top}>
          <Group gap={6} mih={30}>
            <Text size="xs" c="dimmed" fw={700} tt="uppercase" mr={4}>
              Session {session.sessionNumber}
            </Text>
            {isActive && (
              <Badge variant="filled" color="pink">
                Active Session
              </Badge>
            )}
            <Badge variant="light" color={STATUS_COLORS[session.status]}>
              {STATUS_LABELS[session.status]}
            </Badge>
          </Group>
          {isAdmin && <SessionMenu session={session} />}
        </div>

        <div>
          <Title order={3} fz="lg" className={classes.theme} id={`session-${session.id}-theme`}>
            {session.theme}
          </Title>
          {session.description && (
            <Text c="dimmed" size="sm" mt={4} className={classes.description}>
              {session.description}
            </Text>
          )}
        </div>

        {!manual && <Deadlines session={session} />}
        {open && <PhasePresence session={open} manual={manual} userId={userId} />}
        <SessionActions session={session} isActive={isActive} manual={manual} isAdmin={isAdmin} canOpen={canOpen} />
        {open && manual && isAdmin && <AdminPhaseControls session={open} />}
      </Stack>
    </Card>
  );
}

function isOpen(session: Session): session is OpenSession {
  return session.status === 'submissions' || session.status === 'voting';
}

/** Automatic rooms: both deadlines in the viewer's local time, or TBD until the session opens. */
function Deadlines({ session }: { session: Session }) {
  return (
    <dl className={classes.deadlines}>
      <Text component="div" size="sm" className={classes.deadline}>
        <IconCalendar size={16} />
        <dt>Submissions due</dt>
        <dd>{formatDeadline(session.submissionsDeadline)}</dd>
      </Text>
      <Text component="div" size="sm" className={classes.deadline}>
        <IconCalendar size={16} />
        <dt>Voting due</dt>
        <dd>{formatDeadline(session.votingDeadline)}</dd>
      </Text>
    </dl>
  );
}

function SessionActions({
  session,
  isActive,
  manual,
  isAdmin,
  canOpen,
}: Omit<SessionCardProps, 'roomType' | 'userId'> & { manual: boolean }) {
  const { status } = session;

  if (status === 'upcoming') {
    return (
      <Group gap="sm" justify="space-between">
        <Text size="sm" c="dimmed" fs="italic">
          {manual ? 'Admin will open when ready' : 'Opens when previous session ends'}
        </Text>
        {manual && isAdmin && canOpen && <OpenSubmissionsButton session={session} />}
      </Group>
    );
  }

  const playlist = (status === 'voting' || status === 'results') && session.playlistUrl && (
    <Button
      component="a"
      href={session.playlistUrl}
      target="_blank"
      rel="noopener noreferrer"
      variant="default"
      rightSection={<IconExternalLink size={16} />}
    >
      Watch Playlist on YouTube
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </Button>
  );

  return (
    <Group gap="sm" className={classes.actions}>
      {isActive && status === 'submissions' && (
        <Button component={Link} to={`/submit/${session.id}`} leftSection={<IconUpload size={16} />}>
          Submit Your Video
        </Button>
      )}
      {isActive && status === 'voting' && (
        <Button component={Link} to={`/vote/${session.id}`} leftSection={<IconCheckbox size={16} />}>
          Cast Your Vote
        </Button>
      )}
      {status === 'results' && (
        <Button component={Link} to={`/results/${session.id}`} variant="light" leftSection={<IconChartBar size={16} />}>
          View Results
        </Button>
      )}
      {playlist}
    </Group>
  );
}

/** Manual rooms: an upcoming session waits for an admin to open it (action startSubmissions). */
function OpenSubmissionsButton({ session }: { session: Session }) {
  const advance = useAdvanceSession(session);
  return (
    <Button variant="light" onClick={() => advance.mutate('startSubmissions')} disabled={advance.isPending}>
      {advance.isPending ? 'Opening...' : 'Open Submissions'}
    </Button>
  );
}
