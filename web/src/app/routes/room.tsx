// What signed-in screens draw beyond the landing's sheet (its comment says why here).
import '../../signed-in-styles.ts';
import '@mantine/core/styles/Tabs.css';
import type { Room } from '@clipclub/protocol/http/rooms';
import { Container, Tabs } from '@mantine/core';
import { type MouseEvent, useEffect, useRef } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { QueryStates } from '../../components/query-states.tsx';
import { useUser } from '../../features/auth/hooks/use-user.ts';
import { CalendarButton } from '../../features/notifications/components/calendar-button.tsx';
import { useLiveRoom } from '../../features/realtime/hooks/use-live-room.ts';
import { LeaderboardPanel } from '../../features/rooms/components/leaderboard-panel.tsx';
import { MembersPanel } from '../../features/rooms/components/members-panel.tsx';
import { RoomHeader } from '../../features/rooms/components/room-header.tsx';
import { useMembers, useRoom } from '../../features/rooms/hooks/use-room-queries.ts';
import { StandingsPanel } from '../../features/seasons/components/standings-panel.tsx';
import { NewSessionButton } from '../../features/sessions/components/new-session-button.tsx';
import { SessionsPanel } from '../../features/sessions/components/sessions-panel.tsx';
import { scrollIntoRow } from '../../lib/scroll-into-row.ts';
import { RequireAuth } from '../require-auth.tsx';
import classes from './room.module.css';

const TABS = ['sessions', 'standings', 'leaderboard', 'members'] as const;
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
  return (
    <QueryStates query={room} loading="Loading room..." notFound="room" failed="This room could not be loaded.">
      {(data) => <RoomTabs room={data} />}
    </QueryStates>
  );
}

/**
 * Each tab is also a link to its own URL: on a page drawn ahead of the app (a slow phone still
 * loading the code), a press already opens the tab, drawn by the server; once the app runs, the
 * tab switches in place and the link is not followed.
 */
function tabLink(roomId: string, tab: Tab) {
  return {
    component: 'a',
    href: tab === 'sessions' ? `/room/${roomId}` : `/room/${roomId}?tab=${tab}`,
    onClick: (event: MouseEvent<HTMLElement>) => event.preventDefault(),
  } as const;
}

function RoomTabs({ room: data }: { room: Room }) {
  // Who is still missing in the active session is named from the member list (kept live).
  const members = useMembers(data.id);
  const { user } = useUser();
  // The open tab lives in the URL so a reload or a shared link keeps it.
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = TABS.includes(requested as Tab) ? (requested as Tab) : 'sessions';
  // On a narrow phone the row of tabs scrolls sideways: the open one (a shared '?tab=members'
  // link, say) is brought into it.
  const tabRow = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when another tab opens
  useEffect(() => {
    const row = tabRow.current;
    const open = row?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    if (row && open) scrollIntoRow(row, open);
  }, [tab]);

  return (
    <Container size="lg" py="xl">
      <title>{`${data.name} · Clip Club`}</title>
      <RoomHeader
        room={data}
        adminActions={<NewSessionButton roomId={data.id} />}
        // A manual room has no deadlines: nothing to put in a calendar.
        memberActions={data.type === 'automatic' ? <CalendarButton roomId={data.id} /> : undefined}
      />
      <Tabs
        mt="xl"
        value={tab}
        onChange={(value) => setParams(value && value !== 'sessions' ? { tab: value } : {}, { replace: true })}
        keepMounted={false}
        classNames={{ root: classes.tabs, list: classes.list, tab: classes.tab }}
      >
        <Tabs.List ref={tabRow}>
          <Tabs.Tab value="sessions" {...tabLink(data.id, 'sessions')}>
            Sessions
          </Tabs.Tab>
          <Tabs.Tab value="standings" {...tabLink(data.id, 'standings')}>
            Standings
          </Tabs.Tab>
          <Tabs.Tab value="leaderboard" {...tabLink(data.id, 'leaderboard')}>
            Leaderboard
          </Tabs.Tab>
          <Tabs.Tab value="members" {...tabLink(data.id, 'members')}>
            Members
          </Tabs.Tab>
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
        <Tabs.Panel value="standings" pt="lg">
          <StandingsPanel roomId={data.id} isAdmin={data.isAdmin} userId={user?.id ?? ''} />
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
