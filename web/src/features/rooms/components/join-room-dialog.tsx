import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { lazySchema } from '../../../lib/lazy-schema.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useJoinRoom } from '../hooks/use-room-mutations.ts';

// My Rooms paints without zod: the schema loads when the dialog opens.
const joinRoomBodySchema = lazySchema(() => import('@clipclub/protocol/http/rooms').then((m) => m.JoinRoomBodySchema));

export function JoinRoomDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Join Room">
      {/* The modal mounts its content per opening, so the field starts empty each time. */}
      <JoinRoomForm onDone={onClose} />
    </Modal>
  );
}

function JoinRoomForm({ onDone }: { onDone: () => void }) {
  const navigate = useNavigate();
  const joinRoom = useJoinRoom();
  const { form, onSubmit } = useSchemaForm({ initialValues: { inviteCode: '' }, schema: joinRoomBodySchema });
  const code = form.getValues().inviteCode.trim();
  const pending = joinRoom.isPending;

  const submit = onSubmit((body) => {
    if (pending) return;
    joinRoom.mutate(body, {
      onSuccess: (room) => {
        onDone();
        navigate(`/room/${room.id}`);
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Ask a member of the room for its invite code.
        </Text>
        <TextInput
          label="Invite Code"
          placeholder="e.g. K7MX2PQA"
          {...form.getInputProps('inviteCode')}
          onChange={(e) => form.setFieldValue('inviteCode', e.currentTarget.value.toUpperCase())}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={32}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', letterSpacing: '0.12em' } }}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" disabled={!code || pending}>
            {pending ? 'Joining...' : 'Join Room'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
