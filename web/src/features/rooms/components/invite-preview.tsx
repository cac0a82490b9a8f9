import type { InvitePreview as InvitePreviewData } from '@clipclub/protocol/http/rooms';
import { Button, Card, Center, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryStates } from '../../../components/query-states.tsx';
import { isNotFound } from '../../../lib/api-client.ts';
import { goToLogin } from '../../../lib/auth-urls.ts';
import { plural } from '../../../lib/plural.ts';
import { readQuery } from '../../../lib/queries/read-query.ts';
import { reads } from '../../../lib/queries/reads.ts';

/**
 * What an invite link shows a visitor who is not signed in: which room, who invited them and
 * how many are in it, and a sign-in that comes back to the join (docs/rules.md §2, §10). Nothing
 * else of the room: its sessions and members are for members.
 */
export function InvitePreview({ inviteCode, invalid }: { inviteCode: string; invalid: ReactNode }) {
  const preview = useQuery(readQuery(reads.invitePreview(inviteCode)));
  return (
    <QueryStates
      query={preview}
      loading="Loading the invitation..."
      // Any other failure still offers the sign-in: the join itself says what went wrong.
      failed={(error) => (isNotFound(error) ? invalid : <Invitation inviteCode={inviteCode} />)}
    >
      {(data) => <Invitation inviteCode={inviteCode} data={data} />}
    </QueryStates>
  );
}

function Invitation({ inviteCode, data }: { inviteCode: string; data?: InvitePreviewData }) {
  const title = data ? `Join ${data.roomName}` : 'You have an invitation';
  return (
    <Center py={64} px="md">
      <title>{`${title} · Clip Club`}</title>
      <Card withBorder radius="lg" padding="xl" maw={520} w="100%">
        <Text c="dimmed" fw={600} size="sm">
          {data?.invitedBy ? `${data.invitedBy} invited you to` : 'You are invited to'}
        </Text>
        <Title order={1} fz={26} mt={4}>
          {data ? data.roomName : 'a room on Clip Club'}
        </Title>
        {data && (
          <Text c="dimmed" mt={4}>
            {plural(data.memberCount, 'member')} so far
          </Text>
        )}
        <Text mt="md">
          Clip Club rooms play in rounds: everyone shares a video on a theme, votes, and sees who picked best. Sign in
          to join the room.
        </Text>
        <Button mt="lg" onClick={() => goToLogin(`/join/${inviteCode}`)}>
          Sign in to join
        </Button>
      </Card>
    </Center>
  );
}
