import type { RoomType, VotingMode } from '@clipclub/protocol/http/common';
import type { Session } from '@clipclub/protocol/http/sessions';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { sessionTheme } from '../../../lib/session-theme.ts';
import { missingMembers } from '../lib/player-state.ts';
import { AdminPhaseControls, type OpenSession, PhasePresence } from './active-phase-panel.tsx';
import { MissingMembers } from './missing-members.tsx';
import { SessionActions } from './session-actions.tsx';
import classes from './session-card.module.css';
import { SessionDeadlines } from './session-deadlines.tsx';
import { STATUS_COLORS, STATUS_LABELS } from './session-labels.ts';
import { SessionMenu } from './session-menu.tsx';

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
            {sessionTheme(session)}
          </Title>
          {session.description && (
            <Text c="dimmed" size="sm" mt={4} className={classes.description}>
              {session.description}
            </Text>
          )}
          {session.suggestedBy && (
            <Text c="dimmed" size="sm" mt={4}>
              Suggested by {session.suggestedBy.userName}
            </Text>
          )}
        </div>

        {!manual && <SessionDeadlines session={session} />}
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
