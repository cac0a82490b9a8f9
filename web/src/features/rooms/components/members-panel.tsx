import type { Room } from '@clipclub/protocol/http/rooms';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { PersonAvatar } from '../../../components/person-avatar.tsx';
import { QueryStates } from '../../../components/query-states.tsx';
import { useMembers } from '../hooks/use-room-queries.ts';
import { MemberActions } from './member-actions.tsx';
import classes from './room-panels.module.css';

export function MembersPanel({ room, userId }: { room: Room; userId: string | undefined }) {
  const members = useMembers(room.id);
  const list = members.data ?? [];
  // The live member list says whether I am an admin now (a promotion arrives before the room refetch).
  const amAdmin = list.find((m) => m.userId === userId)?.isAdmin ?? room.isAdmin;

  return (
    <Card withBorder radius="lg" padding="lg">
      <Title order={2} fz="lg" mb="md">
        Room Members
      </Title>
      <QueryStates query={members} layout="inline" failed="The members could not be loaded.">
        {(rows) => (
          <Stack gap={6} component="ul" className={classes.list}>
            {rows.map((member) => (
              <Group key={member.id} component="li" className={classes.row} wrap="nowrap" gap="md">
                <PersonAvatar name={member.userName} image={member.userImage} size={36} />
                <div className={classes.person}>
                  <Group gap="xs" wrap="nowrap">
                    <Text fw={600} truncate>
                      {member.userName}
                    </Text>
                    {member.isAdmin && (
                      <Badge size="sm" variant="light" radius="sm" style={{ flexShrink: 0 }}>
                        Admin
                      </Badge>
                    )}
                  </Group>
                </div>
                <Text size="sm" c="dimmed" className={classes.points}>
                  {member.totalPoints} {member.totalPoints === 1 ? 'point' : 'points'}
                </Text>
                <MemberActions room={{ ...room, isAdmin: amAdmin }} member={member} isSelf={member.userId === userId} />
              </Group>
            ))}
          </Stack>
        )}
      </QueryStates>
    </Card>
  );
}
