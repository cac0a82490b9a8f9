import { type Room, RoomRulesSchema, type RoomSettingsBody, UpdateRoomBodySchema } from '@clipclub/protocol/http/rooms';
import { Alert, Button, Code, Divider, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useRef, useState } from 'react';
import type { SafeParser } from '../../../lib/form-errors.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useRegenerateInviteCode, useUpdateRoomSettings } from '../hooks/use-member-mutations.ts';
import { useUpdateRoom } from '../hooks/use-room-mutations.ts';
import type { EditRoomValues } from './edit-room-values.ts';
import { RoomSettingsFields } from './room-settings-fields.tsx';

export function EditRoomDialog({ room, opened, onClose }: { room: Room; opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Edit Room" size="lg">
      {/* Mounted per opening, so the fields start from the room's current values. */}
      {opened && <EditRoomForm room={room} onDone={onClose} />}
    </Modal>
  );
}

// The protocol's own schemas check the form: the room's text, and for an admin its rules too.
type RoomText = ReturnType<typeof UpdateRoomBodySchema.parse>;
const textOnly: SafeParser<RoomText> = UpdateRoomBodySchema;
const textAndRules: SafeParser<RoomText> = UpdateRoomBodySchema.and(RoomRulesSchema);

const SETTING_KEYS = [
  'votingMode',
  'type',
  'submissionDay',
  'submissionTime',
  'votingDay',
  'votingTime',
  'timeZone',
  'pointsPerBallot',
  'perVideoCap',
  'downvoteTokens',
  'highStakes',
  'closeEarly',
  'themeVisibility',
] as const satisfies readonly (keyof EditRoomValues & keyof RoomSettingsBody)[];

function initialValues(room: Room): EditRoomValues {
  return {
    name: room.name,
    description: room.description ?? '',
    votingMode: room.votingMode,
    type: room.type,
    ...room.settings,
  };
}

/** Only the settings the admin changed, so an untouched one (tokens, say) is never re-applied. */
function changedSettings(values: EditRoomValues, initial: EditRoomValues): RoomSettingsBody | null {
  const changed = Object.fromEntries(SETTING_KEYS.filter((k) => values[k] !== initial[k]).map((k) => [k, values[k]]));
  return Object.keys(changed).length > 0 ? (changed as RoomSettingsBody) : null;
}

function EditRoomForm({ room, onDone }: { room: Room; onDone: () => void }) {
  const updateRoom = useUpdateRoom(room.id);
  const updateSettings = useUpdateRoomSettings(room.id);
  const newCode = useRegenerateInviteCode(room.id);
  const [confirming, setConfirming] = useState(false);
  const { form, onSubmit } = useSchemaForm({
    initialValues: initialValues(room),
    schema: room.isAdmin ? textAndRules : textOnly,
  });

  // Single flight over the whole save (settings, then the room): a ref, since a double click's
  // second press arrives before React renders isPending, and between the two requests neither
  // mutation is pending.
  const saving = useRef(false);

  const pending = updateRoom.isPending || updateSettings.isPending;
  const submit = onSubmit(({ name, description }) => {
    if (saving.current) return;
    saving.current = true;
    const done = () => {
      saving.current = false;
    };
    const text = { name, description };
    const values = form.getValues();
    const saveRoom = () => updateRoom.mutate(text, { onSuccess: onDone, onSettled: done });
    // Settings apply to sessions not yet started; a started session keeps its own.
    const settings = room.isAdmin ? changedSettings(values, form.getInitialValues()) : null;
    if (settings) updateSettings.mutate(settings, { onSuccess: saveRoom, onError: done });
    else saveRoom();
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label="Room Name" withAsterisk data-autofocus {...form.getInputProps('name')} />
        <Textarea label="Description" rows={3} {...form.getInputProps('description')} />
        {room.isAdmin && (
          <>
            <Divider label="Settings" labelPosition="left" />
            <RoomSettingsFields form={form} />
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm">
                Invite code <Code>{room.inviteCode}</Code>
              </Text>
              {!confirming && (
                <Button variant="default" size="xs" onClick={() => setConfirming(true)} disabled={newCode.isPending}>
                  New Invite Code
                </Button>
              )}
            </Group>
            {confirming && (
              // The old code stops working at once: links already shared go dead, so ask first.
              <Alert color="orange" variant="light" title="Replace the invite code?">
                Links and codes already shared stop working at once.
                <Group gap="xs" mt="sm">
                  <Button
                    size="xs"
                    color="orange"
                    disabled={newCode.isPending}
                    onClick={() =>
                      newCode.mutateAsync().then(
                        () => setConfirming(false),
                        () => undefined,
                      )
                    }
                  >
                    Replace Code
                  </Button>
                  <Button size="xs" variant="default" onClick={() => setConfirming(false)}>
                    Keep This Code
                  </Button>
                </Group>
              </Alert>
            )}
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
