import type { VotingMode } from '@clipclub/protocol/http/common';
import type { Room } from '@clipclub/protocol/http/rooms';
import { Button, Code, Divider, Group, Modal, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { type FieldErrors, validateWith } from '../../../lib/form-errors.ts';
import { lazySchema } from '../../../lib/lazy-schema.ts';
import { useRegenerateInviteCode, useUpdateRoomSettings } from '../hooks/use-member-mutations.ts';
import { useUpdateRoom } from '../hooks/use-room-mutations.ts';
import { VOTING_MODE_LABELS } from './room-labels.ts';

const updateRoomBodySchema = lazySchema(() =>
  import('@clipclub/protocol/http/rooms').then((m) => m.UpdateRoomBodySchema),
);

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
  const [votingMode, setVotingMode] = useState<VotingMode>(room.votingMode);
  const updateSettings = useUpdateRoomSettings(room.id);
  const newCode = useRegenerateInviteCode(room.id);
  // Single flight over the whole save (the schema, settings, then the room): a ref, since a
  // double click's second press arrives before React renders isPending, and between the two
  // requests neither mutation is pending.
  const saving = useRef(false);
  useEffect(() => void updateRoomBodySchema().catch(() => {}), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving.current) return;
    saving.current = true;
    const done = () => {
      saving.current = false;
    };
    const schema = await updateRoomBodySchema().catch(() => undefined);
    if (!schema) return done(); // its code could not load (offline): pressing again retries
    const result = validateWith(schema, { name, description });
    if (!result.ok) {
      setErrors(result.errors);
      return done();
    }
    const saveRoom = () => updateRoom.mutate(result.data, { onSuccess: onDone, onSettled: done });
    // The mode applies to sessions not yet started; a started session keeps its own.
    if (votingMode !== room.votingMode) updateSettings.mutate({ votingMode }, { onSuccess: saveRoom, onError: done });
    else saveRoom();
  };

  const pending = updateRoom.isPending || updateSettings.isPending;
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
        {room.isAdmin && (
          <>
            <Divider label="Settings" labelPosition="left" />
            <Select
              label="Voting Mode"
              description="For sessions not yet started; a running session keeps the mode it started with."
              data={Object.entries(VOTING_MODE_LABELS).map(([value, label]) => ({ value, label }))}
              value={votingMode}
              onChange={(v) => v && setVotingMode(v as VotingMode)}
              allowDeselect={false}
            />
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm">
                Invite code <Code>{room.inviteCode}</Code>
              </Text>
              <Button variant="default" size="xs" onClick={() => newCode.mutate()} disabled={newCode.isPending}>
                New Invite Code
              </Button>
            </Group>
          </>
        )}
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
