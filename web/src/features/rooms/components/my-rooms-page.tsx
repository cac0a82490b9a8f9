// Drawn only for a signed-in player: the sheets of the signed-in screens (its comment).
import '../../../signed-in-styles.ts';
import type { Room } from '@clipclub/protocol/http/rooms';
import { Button, Card, Container, Group, SimpleGrid, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { fieldUntilHydrated } from '../../../components/drawn-controls.ts';
import { IconDoorEnter, IconPlayerPlay, IconPlus, IconSearch } from '../../../components/icons.tsx';
import { QueryStates } from '../../../components/query-states.tsx';
import { plural } from '../../../lib/plural.ts';
import { useHydrated } from '../../../lib/use-hydrated.tsx';
import { useNow } from '../../../lib/use-now.ts';
import { useDisplayTimeZone } from '../../../stores/time-zone-store.ts';
import { useRoomStates, useRooms } from '../hooks/use-room-queries.ts';
import { CreateRoomDialog } from './create-room-dialog.tsx';
import { JoinRoomDialog } from './join-room-dialog.tsx';
import { RoomCard } from './room-card.tsx';

/** Case-insensitive substring match on the room name (docs/rules.md §10). */
export function filterRooms(rooms: readonly Room[], search: string): Room[] {
  const needle = search.trim().toLowerCase();
  return needle ? rooms.filter((r) => r.name.toLowerCase().includes(needle)) : [...rooms];
}

export function MyRoomsPage() {
  const rooms = useRooms();
  const states = useRoomStates();
  const stateOf = new Map(states.data?.rooms.map((s) => [s.roomId, s]));
  // The zone chosen on /settings, else the browser's (the same for every deadline on screen).
  const timeZone = useDisplayTimeZone();
  // One clock for every card ("Voting closing now" appears without a reload).
  const now = useNow();
  const [search, setSearch] = useState('');
  // A search typed into the drawn page would filter nothing and be wiped by hydration: the
  // field takes typing once the app has the page (docs/rules.md, HTML ahead of the app).
  const searchField = fieldUntilHydrated(useHydrated());
  const [createOpened, createDialog] = useDisclosure(false);
  const [joinClicked, joinDialog] = useDisclosure(false);
  // '?join' (the "Enter an invite code" button of a dead-end page) opens the Join Room dialog.
  const [params, setParams] = useSearchParams();
  const joinOpened = joinClicked || params.has('join');
  const closeJoin = () => {
    joinDialog.close();
    if (params.has('join')) setParams({}, { replace: true });
  };

  const all = rooms.rooms;
  const visible = filterRooms(all, search);
  // The list comes a page at a time; a search looks through every room, so while one
  // is typed the remaining pages are fetched.
  const searching = search.trim() !== '';
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = rooms;
  useEffect(() => {
    if (searching && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [searching, hasNextPage, isFetchingNextPage, fetchNextPage]);

  return (
    <Container size="lg" py="xl">
      <Group justify="space-between" align="flex-end" gap="md">
        <div>
          <Title order={1} fz={{ base: 28, sm: 34 }}>
            My Rooms
          </Title>
          {rooms.isSuccess && <Text c="dimmed">{plural(rooms.total, 'room')}</Text>}
        </div>
        <Group gap="sm">
          <Button variant="default" leftSection={<IconDoorEnter size={16} />} onClick={joinDialog.open}>
            Join Room
          </Button>
          <Button leftSection={<IconPlus size={16} />} onClick={createDialog.open}>
            Create Room
          </Button>
        </Group>
      </Group>

      <TextInput
        mt="lg"
        maw={{ sm: 360 }}
        placeholder="Search rooms..."
        aria-label="Search rooms"
        type="search"
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        {...searchField}
      />

      <QueryStates
        query={rooms}
        loading="Loading your rooms..."
        failed={
          <Card withBorder padding="xl" mt="xl" ta="center">
            <Text fw={600}>Your rooms could not be loaded.</Text>
            <Button variant="light" mt="md" onClick={() => void rooms.refetch()}>
              Try again
            </Button>
          </Card>
        }
        isEmpty={() => visible.length === 0 && !(searching && hasNextPage)}
        empty={<EmptyRooms searching={searching} onCreate={createDialog.open} />}
      >
        {() => (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" mt="xl">
              {visible.map((room) => (
                <RoomCard key={room.id} room={room} state={stateOf.get(room.id)} timeZone={timeZone} now={now} />
              ))}
            </SimpleGrid>
            {hasNextPage && (
              <Group justify="center" mt="xl">
                <Button variant="default" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
                  Load more rooms
                </Button>
              </Group>
            )}
          </>
        )}
      </QueryStates>

      <CreateRoomDialog opened={createOpened} onClose={createDialog.close} />
      <JoinRoomDialog opened={joinOpened} onClose={closeJoin} />
    </Container>
  );
}

function EmptyRooms({ searching, onCreate }: { searching: boolean; onCreate: () => void }) {
  return (
    <Card withBorder padding="xl" radius="lg" mt="xl">
      <Stack align="center" gap="xs" py="lg">
        <ThemeIcon size={56} radius="xl" variant="light">
          <IconPlayerPlay size={26} />
        </ThemeIcon>
        <Title order={2} fz="xl" mt="sm">
          No rooms yet
        </Title>
        {searching ? (
          <Text c="dimmed">No rooms match your search</Text>
        ) : (
          <>
            <Text c="dimmed" ta="center">
              Create your first room to get started
            </Text>
            <Button mt="md" leftSection={<IconPlus size={16} />} onClick={onCreate}>
              Create a Room
            </Button>
          </>
        )}
      </Stack>
    </Card>
  );
}
