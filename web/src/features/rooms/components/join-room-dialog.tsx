import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useJoinRoom } from '../hooks/use-room-mutations.ts';

export function JoinRoomDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const joinRoom = useJoinRoom();
  const [inviteCode, setInviteCode] = useState('');

  const close = () => {
    onClose();
    setInviteCode('');
  };

  const code = inviteCode.trim();
  const pending = joinRoom.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code || pending) return;
    joinRoom.mutate(
      { inviteCode: code },
      {
        onSuccess: (room) => {
          close();
          navigate(`/room/${room.id}`);
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={close} title="Join Room">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Ask a member of the room for its invite code.
          </Text>
          <TextInput
            label="Invite Code"
            placeholder="e.g. K7MX2PQA"
            value={inviteCode}
            onChange={(e) => setInviteCode(e.currentTarget.value.toUpperCase())}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={32}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', letterSpacing: '0.12em' } }}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={!code || pending}>
              {pending ? 'Joining...' : 'Join Room'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
