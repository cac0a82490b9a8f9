import type { RoomType, VotingMode } from '@clipclub/protocol/http/common';
import type { Session } from '@clipclub/protocol/http/sessions';
import { Button, Card, Group, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { IconCalendar } from '../../../components/icons.tsx';
import { QueryStates } from '../../../components/query-states.tsx';
import { useSessions } from '../hooks/use-sessions.ts';
import { SessionCard } from './session-card.tsx';

/** The current active session: the first in submissions or voting (docs/rules.md §10); one at most. */
export function activeSession(sessions: readonly Session[]): Session | undefined {
  return sessions.find((s) => s.status === 'submissions' || s.status === 'voting');
}

type Props = {
  roomId: string;
  roomType: RoomType;
  isAdmin: boolean;
  userId: string | undefined;
  votingMode?: VotingMode;
  /** the room's members, to name who is still missing (loaded by the room screen) */
  members?: readonly { userId: string; userName: string }[] | undefined;
};

export function SessionsPanel({ roomId, roomType, isAdmin, userId, votingMode = 'classic', members }: Props) {
  const sessions = useSessions(roomId);

  const list = sessions.sessions;
  return (
    <QueryStates
      query={sessions}
      loading="Loading sessions..."
      failed={
        <Card withBorder radius="lg" padding="xl">
          <Text c="dimmed">The sessions could not be loaded.</Text>
        </Card>
      }
      isEmpty={() => list.length === 0}
      empty={<NoSessions isAdmin={isAdmin} />}
    >
      {() => <SessionList {...{ list, sessions, roomType, isAdmin, userId, votingMode, members }} />}
    </QueryStates>
  );
}

function NoSessions({ isAdmin }: { isAdmin: boolean }) {
  return (
    <Card withBorder radius="lg" padding="xl">
      <Stack align="center" gap="xs" py="lg">
        <ThemeIcon size={56} radius="xl" variant="light">
          <IconCalendar size={26} />
        </ThemeIcon>
        <Title order={2} fz="xl" mt="sm">
          No sessions yet
        </Title>
        <Text c="dimmed" ta="center">
          {isAdmin ? 'Create a new session to get started' : 'Wait for an admin to create a new session'}
        </Text>
      </Stack>
    </Card>
  );
}

type ListProps = Omit<Props, 'roomId'> & { list: Session[]; sessions: ReturnType<typeof useSessions> };

function SessionList({ list, sessions, roomType, isAdmin, userId, votingMode = 'classic', members }: ListProps) {
  // Newest first, a page at a time: the active session is on the first page unless 50
  // newer ones wait as upcoming. While older pages are not loaded and none of those shown is
  // finished, the active one may be further back: no session is offered to open until they are
  // (the server would refuse a second active session with 409 anyway).
  const active = activeSession(list);
  const activeKnown = !sessions.hasNextPage || list.some((s) => s.status === 'results');
  return (
    <Stack gap="md">
      {/* The tab names the list for sighted players; the heading keeps the outline h1 → h2 → h3. */}
      <VisuallyHidden>
        <Title order={2}>Sessions</Title>
      </VisuallyHidden>
      {list.map((session) => (
        <SessionCard
          key={session.id}
          session={session}
          roomType={roomType}
          isAdmin={isAdmin}
          isActive={session.id === active?.id}
          canOpen={active === undefined && activeKnown}
          userId={userId}
          votingMode={votingMode}
          members={members}
        />
      ))}
      {sessions.hasNextPage && (
        <Group justify="center">
          <Button variant="default" loading={sessions.isFetchingNextPage} onClick={() => void sessions.fetchNextPage()}>
            Load older sessions
          </Button>
        </Group>
      )}
    </Stack>
  );
}
