import { ROOM_TYPES, type RoomType, VOTING_MODES, type VotingMode } from '@clipclub/protocol/http/common';
import { CreateRoomBodySchema } from '@clipclub/protocol/http/rooms';
import { Button, Group, Modal, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useCreateRoom } from '../hooks/use-room-mutations.ts';
import {
  nextThursday,
  ROOM_TYPE_DESCRIPTIONS,
  ROOM_TYPE_LABELS,
  VOTING_MODE_DESCRIPTIONS,
  VOTING_MODE_LABELS,
} from './room-labels.ts';

type Values = {
  name: string;
  description: string;
  type: RoomType;
  votingMode: VotingMode;
  startDate: string;
};

const initialValues = (): Values => ({
  name: '',
  description: '',
  type: 'automatic',
  votingMode: 'classic',
  startDate: nextThursday(),
});

export function CreateRoomDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const createRoom = useCreateRoom();
  const sending = useRef(false);
  const { form, onSubmit } = useSchemaForm({ initialValues: initialValues(), schema: CreateRoomBodySchema });
  const values = form.getValues();

  const close = () => {
    onClose();
    form.setValues(initialValues());
    form.clearErrors();
  };

  const submit = onSubmit((body) => {
    // Single flight: a second press while the first is on its way does nothing (and the server
    // would answer the same room anyway: Idempotency-Key). A ref, not isPending: both clicks of a
    // double click arrive before React renders the pending state.
    if (sending.current) return;
    sending.current = true;
    createRoom.mutate(body, {
      onSuccess: (room) => {
        close();
        navigate(`/room/${room.id}`);
      },
      onSettled: () => {
        sending.current = false;
      },
    });
  });

  const pending = createRoom.isPending;
  return (
    <Modal opened={opened} onClose={close} title="Create New Room" size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Room Name"
            placeholder="e.g. Friday Night Clips"
            {...form.getInputProps('name')}
            withAsterisk
            data-autofocus
          />
          <Textarea
            label="Description"
            placeholder="What is this room about? (optional)"
            rows={3}
            {...form.getInputProps('description')}
          />
          <NativeSelect
            label="Room Type"
            description={ROOM_TYPE_DESCRIPTIONS[values.type]}
            {...form.getInputProps('type')}
            data={ROOM_TYPES.map((t) => ({ value: t, label: ROOM_TYPE_LABELS[t] }))}
          />
          {values.type === 'automatic' && (
            <TextInput
              type="date"
              label="Start Date"
              description="A Thursday: the first session's submissions are due that day at 6pm Pacific Time."
              {...form.getInputProps('startDate')}
              withAsterisk
            />
          )}
          <NativeSelect
            label="Voting Mode"
            description={VOTING_MODE_DESCRIPTIONS[values.votingMode]}
            {...form.getInputProps('votingMode')}
            data={VOTING_MODES.map((m) => ({ value: m, label: VOTING_MODE_LABELS[m] }))}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? 'Creating...' : 'Create Room'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
