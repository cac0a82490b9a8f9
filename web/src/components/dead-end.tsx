import { Button, Card, Center, Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** My Rooms with the Join Room dialog open (features/rooms reads `?join`). */
export const ENTER_INVITE_CODE_URL = '/dashboard?join=1';

/**
 * A page that says what happened and where to go next, so no link ends in a blank or a
 * developer's message (docs/rules.md §10). `actions` default to entering an invite code.
 */
export function DeadEnd({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <Center py={64} px="md">
      <title>{`${title} · Clip Club`}</title>
      <Card withBorder radius="lg" padding="xl" maw={520} w="100%">
        <Title order={1} fz={26}>
          {title}
        </Title>
        <Text c="dimmed" mt="sm">
          {children}
        </Text>
        <Group mt="lg" gap="sm">
          {actions ?? (
            <>
              <EnterInviteCodeButton />
              <Button component={Link} to="/dashboard" variant="default">
                Go to My Rooms
              </Button>
            </>
          )}
        </Group>
      </Card>
    </Center>
  );
}

export function EnterInviteCodeButton() {
  return (
    <Button component={Link} to={ENTER_INVITE_CODE_URL}>
      Enter an invite code
    </Button>
  );
}

/**
 * A room, or a session of a room, that the API answers 404 for: deleted, never there, or not
 * the viewer's. The API does not say which (no leak of existence), so neither does this page.
 */
export function UnavailablePage({ what }: { what: 'room' | 'session' }) {
  return what === 'room' ? (
    <DeadEnd title="This room isn't available">
      The room may have been deleted, or you aren't a member of it. If someone invited you, enter their invite code to
      join.
    </DeadEnd>
  ) : (
    <DeadEnd title="This session isn't available">
      The session may have been deleted, or it belongs to a room you aren't a member of. If someone invited you, enter
      their invite code to join the room.
    </DeadEnd>
  );
}

/**
 * A room an admin removed the player from: the API tells them (only them) so, and so does the
 * page, rather than leaving them to wonder whether the room was deleted (docs/rules.md §2).
 */
export function RemovedFromRoomPage() {
  return (
    <DeadEnd title="You were removed from this room">
      An admin of this room removed you, so its sessions and results are no longer open to you. If that was a mistake,
      ask a member for the invite code to join again.
    </DeadEnd>
  );
}
