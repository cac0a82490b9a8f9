import type { Room } from '@clipclub/protocol/http/rooms';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { useDeleteRoom } from '../hooks/use-room-mutations.ts';

export function DeleteRoomDialog({ room, opened, onClose }: { room: Room; opened: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const deleteRoom = useDeleteRoom(room.id);
  const pending = deleteRoom.isPending;

  const confirm = () =>
    !pending &&
    deleteRoom.mutate(undefined, {
      onSuccess: () => {
        onClose();
        navigate('/', { replace: true });
      },
    });

  return (
    <Modal opened={opened} onClose={onClose} title="Delete Room">
      <Stack gap="md">
        <Text size="sm">
          Delete <strong>{room.name}</strong>? Its sessions, submissions, votes and memberships are deleted with it.
          This cannot be undone.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red" onClick={confirm} disabled={pending}>
            {pending ? 'Deleting...' : 'Delete Room'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
