import { LIMITS } from '@clipclub/protocol/constants';
import type { Room } from '@clipclub/protocol/http/rooms';
import { Avatar, Badge, Button, Group, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, type ReactNode, Suspense } from 'react';
import { IconPencil, IconShare, IconTrash } from '../../../components/icons.tsx';
import { PersonAvatar } from '../../../components/person-avatar.tsx';
import { plural } from '../../../lib/plural.ts';
import { useEver } from '../../../lib/use-ever.ts';
import { useMembers } from '../hooks/use-room-queries.ts';
import { DeleteRoomDialog } from './delete-room-dialog.tsx';
import classes from './room-header.module.css';
import { ROOM_TYPE_LABELS, roomRulesText, VOTING_MODE_LABELS } from './room-labels.ts';
import { ShareRoomDialog } from './share-room-dialog.tsx';

// The settings form and its schema (zod, ~30 KB gzip) load when Edit Room first opens, not with
// the room page, whose first load and hydration do not need them.
const EditRoomDialog = lazy(() => import('./edit-room-dialog.tsx').then((m) => ({ default: m.EditRoomDialog })));

/**
 * Name, description, counts, invite code and the first members; Share for everyone, Edit and
 * Delete for admins. `adminActions` and `memberActions` let the app add buttons from other
 * features (New Session; Calendar).
 */
export function RoomHeader({
  room,
  adminActions,
  memberActions,
}: {
  room: Room;
  adminActions?: ReactNode;
  memberActions?: ReactNode;
}) {
  const members = useMembers(room.id);
  const [shareOpened, share] = useDisclosure(false);
  const [editOpened, edit] = useDisclosure(false);
  const [deleteOpened, del] = useDisclosure(false);
  // Each dialog is drawn from its first opening on (lib/use-ever.ts).
  const shareShown = useEver(shareOpened);
  const editShown = useEver(editOpened);
  const deleteShown = useEver(deleteOpened);

  const shown = (members.data ?? []).slice(0, LIMITS.avatarStrip);
  const more = room.memberCount - shown.length;
  const rules = roomRulesText(room);

  return (
    <header className={classes.header}>
      <div className={classes.main}>
        <Title order={1} className={classes.name}>
          {room.name}
        </Title>
        {room.description && (
          <Text c="dimmed" mt={6} className={classes.description}>
            {room.description}
          </Text>
        )}
        <Group gap="xs" mt="md">
          <Badge variant="light" radius="sm" className={classes.code}>
            Code: {room.inviteCode}
          </Badge>
          <Badge variant="light" color="gray" radius="sm" className={classes.tag}>
            {VOTING_MODE_LABELS[room.votingMode]}
          </Badge>
          <Badge variant="light" color="gray" radius="sm" className={classes.tag}>
            {ROOM_TYPE_LABELS[room.type]}
          </Badge>
        </Group>
        {rules && (
          <Text size="sm" c="dimmed" mt="xs">
            {rules}
          </Text>
        )}
        <Group gap="sm" mt="md" wrap="nowrap">
          {shown.length > 0 && (
            <Avatar.Group spacing="sm">
              {shown.map((m) => (
                <PersonAvatar key={m.id} name={m.userName} image={m.userImage} size={34} />
              ))}
              {more > 0 && (
                <Avatar size={34} radius="xl" aria-label={`${more} more`}>
                  +{more}
                </Avatar>
              )}
            </Avatar.Group>
          )}
          <Text size="sm" c="dimmed">
            {plural(room.memberCount, 'member')} · {plural(room.sessionCount, 'session')}
          </Text>
        </Group>
      </div>

      <Group gap="xs" className={classes.actions}>
        <Button variant="default" leftSection={<IconShare size={16} />} onClick={share.open}>
          Share
        </Button>
        {memberActions}
        {room.isAdmin && (
          <>
            {adminActions}
            <Button variant="default" leftSection={<IconPencil size={16} />} onClick={edit.open}>
              Edit Room
            </Button>
            <Button
              variant="light"
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={del.open}
              className={classes.delete}
            >
              Delete Room
            </Button>
          </>
        )}
      </Group>

      {shareShown && <ShareRoomDialog room={room} opened={shareOpened} onClose={share.close} />}
      {room.isAdmin && editShown && (
        <Suspense fallback={null}>
          <EditRoomDialog room={room} opened={editOpened} onClose={edit.close} />
        </Suspense>
      )}
      {room.isAdmin && deleteShown && <DeleteRoomDialog room={room} opened={deleteOpened} onClose={del.close} />}
    </header>
  );
}
