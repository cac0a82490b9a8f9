import type { RoomType, VotingMode } from '@clipclub/protocol/http/common';
import type { Session } from '@clipclub/protocol/http/sessions';
import { Badge, Button, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router-dom';
import { IconCalendar } from '../../../components/icons.tsx';
import { useDisplayTimeZone } from '../../../stores/time-zone-store.ts';
import { useAdvanceSession } from '../hooks/use-session-mutations.ts';
import { missingMembers, primaryActions } from '../lib/player-state.ts';
import { AdminPhaseControls, type OpenSession, PhasePresence } from './active-phase-panel.tsx';
import { MissingMembers } from './missing-members.tsx';
import classes from './session-card.module.css';
import { IconChartBar, IconCheckbox, IconExternalLink, IconUpload } from './session-icons.tsx';
import { STATUS_COLORS, STATUS_LABELS } from './session-labels.ts';
import { SessionMenu } from './session-menu.tsx';
import { formatDeadline } from './session-time.ts';

export type SessionCardProps = {
  session: Session;
  roomType: RoomType;
  isAdmin: boolean;
  /** the room's active session (docs/rules.md §10) */
  isActive: boolean;
  /** nothing in the room is active, so an upcoming session of a manual room may be opened */
  canOpen: boolean;
  userId: string | undefined;
  /** the room's voting mode: whether a vote may be changed */
  votingMode: VotingMode;
  /** the room's members (names only), to say who is still missing; undefined while loading */
  members: readonly { userId: string; userName: string }[] | undefined;
};

export function SessionCard({
  session,
  roomType,
  isAdmin,
  isActive,
  canOpen,
  userId,
  votingMode,
  members,
}: SessionCardProps) {
  const manual = roomType === 'manual';
  const open = isActive && isOpen(session) ? session : undefined;
  const missing =
    open && members ? missingMembers(members, open.status === 'submissions' ? open.submitters : open.voters) : [];
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
        {open && <MissingMembers session={open} missing={missing} canNudge={isAdmin} userId={userId} />}
        <SessionActions
          session={session}
          isActive={isActive}
          manual={manual}
          isAdmin={isAdmin}
          canOpen={canOpen}
          userId={userId}
          votingMode={votingMode}
        />
        {/* Automatic rooms follow their deadlines, but an admin may still close a phase early. */}
        {open && isAdmin && <AdminPhaseControls session={open} manual={manual} missing={missing} userId={userId} />}
      </Stack>
    </Card>
  );
}

function isOpen(session: Session): session is OpenSession {
  return session.status === 'submissions' || session.status === 'voting';
}

/** Automatic rooms: both deadlines in the viewer's local time, or TBD until the session opens. */
function Deadlines({ session }: { session: Session }) {
  const timeZone = useDisplayTimeZone();
  return (
    <dl className={classes.deadlines}>
      <Text component="div" size="sm" className={classes.deadline}>
        <IconCalendar size={16} />
        <dt>Submissions due</dt>
        <dd>{formatDeadline(session.submissionsDeadline, timeZone)}</dd>
      </Text>
      <Text component="div" size="sm" className={classes.deadline}>
        <IconCalendar size={16} />
        <dt>Voting due</dt>
        <dd>{formatDeadline(session.votingDeadline, timeZone)}</dd>
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
  userId,
  votingMode,
}: Omit<SessionCardProps, 'roomType' | 'members'> & { manual: boolean }) {
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

  // The main button follows the player: Submit → Edit, Cast → Change or "waiting on N" (issue 10).
  const actions = primaryActions(session, { userId, isActive, mode: votingMode });
  return (
    <Group gap="sm" className={classes.actions}>
      {actions.map((action) =>
        action.kind === 'link' ? (
          <Button
            key={action.label}
            component={Link}
            to={action.to}
            variant={action.emphasis === 'primary' ? 'filled' : 'light'}
            leftSection={ACTION_ICONS[status]}
          >
            {action.label}
          </Button>
        ) : (
          <Text key={action.label} size="sm" fw={600} role="status">
            {action.label}
          </Text>
        ),
      )}
      {(status === 'voting' || status === 'results') && (
        <Button component={Link} to={`/session/${session.id}/watch`} variant="default">
          Watch Together
        </Button>
      )}
      {playlist}
    </Group>
  );
}

const ACTION_ICONS = {
  upcoming: null,
  submissions: <IconUpload size={16} />,
  voting: <IconCheckbox size={16} />,
  results: <IconChartBar size={16} />,
} as const;

/** Manual rooms: an upcoming session waits for an admin to open it (action startSubmissions). */
function OpenSubmissionsButton({ session }: { session: Session }) {
  const advance = useAdvanceSession(session);
  return (
    <Button
      variant="light"
      onClick={() => !advance.isPending && advance.mutate('startSubmissions')}
      disabled={advance.isPending}
    >
      {advance.isPending ? 'Opening...' : 'Open Submissions'}
    </Button>
  );
}
