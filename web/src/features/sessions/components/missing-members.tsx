import type { Session } from '@clipclub/protocol/http/sessions';
import { Button, Group, Text } from '@mantine/core';
import { useNudge, useNudgedRecently } from '../hooks/use-nudge.ts';
import { joinNames } from '../lib/player-state.ts';

type Person = { userId: string; userName: string };

/**
 * Who has not yet submitted / voted, by name, for everyone in the room (names only, never what
 * anyone chose). An admin gets a Nudge button for each of them.
 */
export function MissingMembers({
  session,
  missing,
  canNudge,
  userId,
}: {
  session: Pick<Session, 'id' | 'status'>;
  missing: readonly Person[];
  canNudge: boolean;
  userId: string | undefined;
}) {
  if (missing.length === 0) return null;
  const label = session.status === 'submissions' ? 'Still to submit' : 'Still to vote';
  const names = missing.map((m) => (m.userId === userId ? 'you' : m.userName));
  if (!canNudge) {
    return (
      <Text size="sm" c="dimmed">
        {label}: {joinNames(names)}
      </Text>
    );
  }
  return (
    <div>
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          {label}:
        </Text>
        {missing.map((m) =>
          m.userId === userId ? (
            <Text key={m.userId} size="sm" fw={600}>
              you
            </Text>
          ) : (
            <NudgeButton key={m.userId} sessionId={session.id} member={m} />
          ),
        )}
      </Group>
    </div>
  );
}

function NudgeButton({ sessionId, member }: { sessionId: string; member: Person }) {
  const nudge = useNudge(sessionId);
  const recently = useNudgedRecently(sessionId, member.userId);
  const done = recently || nudge.isSuccess;
  return (
    <Button
      size="compact-sm"
      variant="default"
      radius="xl"
      disabled={nudge.isPending || done}
      onClick={() => !nudge.isPending && nudge.mutate(member)}
    >
      {nudge.isPending
        ? `Nudging ${member.userName}...`
        : done
          ? `Nudged ${member.userName}`
          : `Nudge ${member.userName}`}
    </Button>
  );
}
