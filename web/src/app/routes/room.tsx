import { Card, Container, Tabs, Text } from '@mantine/core';
import { useParams, useSearchParams } from 'react-router-dom';
import { UnavailablePage } from '../../components/dead-end.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { useUser } from '../../features/auth/hooks/use-user.ts';
import { useLiveRoom } from '../../features/live/hooks/use-live-room.ts';
import { CalendarButton } from '../../features/notifications/components/calendar-button.tsx';
import { LeaderboardPanel } from '../../features/rooms/components/leaderboard-panel.tsx';
import { MembersPanel } from '../../features/rooms/components/members-panel.tsx';
import { RoomHeader } from '../../features/rooms/components/room-header.tsx';
import { useMembers, useRoom } from '../../features/rooms/hooks/use-room-queries.ts';
import { NewSessionButton } from '../../features/sessions/components/new-session-button.tsx';
import { SessionsPanel } from '../../features/sessions/components/sessions-panel.tsx';
import { isNotFound } from '../../lib/api-client.ts';
import { RequireAuth } from '../require-auth.tsx';

const TABS = ['sessions', 'leaderboard', 'members'] as const;
type Tab = (typeof TABS)[number];

export default function RoomRoute() {
  return (
    <RequireAuth>
      <RoomScreen />
    </RequireAuth>
  );
}

function RoomScreen() {
  const { id = '' } = useParams();
  const room = useRoom(id);
  useLiveRoom(room.data?.id);
  // Who is still missing in the active session is named from the member list (kept live).
  const members = useMembers(id, room.isSuccess);
  const { user } = useUser();
  // The open tab lives in the URL so a reload or a shared link keeps it.
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = TABS.includes(requested as Tab) ? (requested as Tab) : 'sessions';

  if (room.isPending) return <PageLoader label="Loading room..." />;
  if (isNotFound(room.error)) return <UnavailablePage what="room" />;
  if (room.isError) {
    return (
      <Container size="lg" py="xl">
        <Card withBorder padding="xl" ta="center">
          <Text fw={600}>This room could not be loaded.</Text>
        </Card>
      </Container>
    );
  }

  const data = room.data;
  return (
    <Container size="lg" py="xl">
      <title>{`${data.name} · Clip Club`}</title>
      <RoomHeader
        room={data}
        adminActions={<NewSessionButton roomId={data.id} />}
        memberActions={<CalendarButton roomId={data.id} />}
      />
      <Tabs
        mt="xl"
        value={tab}
        onChange={(value) => setParams(value && value !== 'sessions' ? { tab: value } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="sessions">Sessions</Tabs.Tab>
          <Tabs.Tab value="leaderboard">Leaderboard</Tabs.Tab>
          <Tabs.Tab value="members">Members</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="sessions" pt="lg">
          <SessionsPanel
            roomId={data.id}
            roomType={data.type}
            isAdmin={data.isAdmin}
            userId={user?.id}
            votingMode={data.votingMode}
            members={members.data}
          />
        </Tabs.Panel>
        <Tabs.Panel value="leaderboard" pt="lg">
          <LeaderboardPanel roomId={data.id} />
        </Tabs.Panel>
        <Tabs.Panel value="members" pt="lg">
          <MembersPanel room={data} userId={user?.id} />
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}
