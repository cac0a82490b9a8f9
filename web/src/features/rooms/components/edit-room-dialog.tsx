import { type Room, UpdateRoomBodySchema } from '@clipclub/protocol/http/rooms';
import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { type FieldErrors, validateWith } from '../../../lib/form-errors.ts';
import { useUpdateRoom } from '../hooks/use-room-mutations.ts';

export function EditRoomDialog({ room, opened, onClose }: { room: Room; opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Edit Room">
      {/* Mounted per opening, so the fields start from the room's current values. */}
      {opened && <EditRoomForm room={room} onDone={onClose} />}
    </Modal>
  );
}

function EditRoomForm({ room, onDone }: { room: Room; onDone: () => void }) {
  const updateRoom = useUpdateRoom(room.id);
  const [name, setName] = useState(room.name);
  const [description, setDescription] = useState(room.description ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateWith(UpdateRoomBodySchema, { name, description });
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    updateRoom.mutate(result.data, { onSuccess: onDone });
  };

  const pending = updateRoom.isPending;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Room Name"
          value={name}
          onChange={(e) => {
            setName(e.currentTarget.value);
            setErrors((v) => ({ ...v, name: undefined }));
          }}
          error={errors.name}
          withAsterisk
          data-autofocus
        />
        <Textarea
          label="Description"
          rows={3}
          value={description}
          onChange={(e) => {
            setDescription(e.currentTarget.value);
            setErrors((v) => ({ ...v, description: undefined }));
          }}
          error={errors.description}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? 'Saving...' : 'Save Changes'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
