import type { Member, Room } from '@clipclub/protocol/http/rooms';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLeaveRoom, useRemoveMember, useSetMemberRole } from '../hooks/use-member-mutations.ts';

type Action = 'leave' | 'remove' | 'promote' | 'demote';

const CONFIRM: Record<Action, { title: string; button: string; text: (name: string, room: string) => string }> = {
  leave: {
    title: 'Leave Room',
    button: 'Leave Room',
    text: (_, room) => `Leave ${room}? Finished results keep your videos and votes; open ones are withdrawn.`,
  },
  remove: {
    title: 'Remove Member',
    button: 'Remove',
    text: (name) => `Remove ${name}? Finished results keep their videos and votes; open ones are withdrawn.`,
  },
  promote: { title: 'Make Admin', button: 'Make Admin', text: (name) => `Make ${name} an admin of this room?` },
  demote: { title: 'Remove Admin', button: 'Remove Admin', text: (name) => `Remove ${name}'s admin role?` },
};

const ROW_LABEL: Record<Action, string> = { leave: 'Leave', remove: 'Remove', promote: 'Promote', demote: 'Demote' };

/** The buttons on one member's row: Leave for yourself; Promote/Demote/Remove for an admin. */
export function MemberActions({ room, member, isSelf }: { room: Room; member: Member; isSelf: boolean }) {
  const [action, setAction] = useState<Action | null>(null);
  const navigate = useNavigate();
  const leave = useLeaveRoom(room);
  const remove = useRemoveMember(room.id);
  const role = useSetMemberRole(room.id);
  const pending = leave.isPending || remove.isPending || role.isPending;
  const close = () => setAction(null);

  const confirm = () => {
    // mutateAsync: the room's own refetch after leaving may unmount this row before mutate's
    // per-call onSuccess would run (react-query then skips it).
    if (action === 'leave')
      leave.mutateAsync(undefined).then(
        () => navigate('/', { replace: true }),
        () => undefined,
      );
    if (action === 'remove') remove.mutate(member, { onSuccess: close });
    if (action === 'promote' || action === 'demote')
      role.mutate({ member, isAdmin: action === 'promote' }, { onSuccess: close });
  };

  const actions: Action[] = isSelf
    ? ['leave', ...(room.isAdmin && member.isAdmin ? (['demote'] as const) : [])]
    : room.isAdmin
      ? [member.isAdmin ? 'demote' : 'promote', 'remove']
      : [];
  if (actions.length === 0) return null;

  return (
    <>
      <Group gap={6} wrap="nowrap">
        {actions.map((a) => (
          <Button
            key={a}
            size="compact-xs"
            variant="subtle"
            color={a === 'remove' || a === 'leave' ? 'red' : undefined}
            onClick={() => setAction(a)}
            // The visible word starts the accessible name (WCAG 2.5.3, label in name).
            aria-label={`${ROW_LABEL[a]}: ${member.userName}`}
          >
            {ROW_LABEL[a]}
          </Button>
        ))}
      </Group>
      <Modal opened={action !== null} onClose={close} title={action ? CONFIRM[action].title : ''}>
        {action && (
          <Stack gap="md">
            <Text size="sm">{CONFIRM[action].text(member.userName, room.name)}</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button
                color={action === 'remove' || action === 'leave' ? 'red' : undefined}
                onClick={confirm}
                disabled={pending}
              >
                {CONFIRM[action].button}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </>
  );
}
