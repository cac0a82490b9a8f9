import type { Member, Room, RoomSettingsBody } from '@clipclub/protocol/http/rooms';
import { useQueryClient } from '@tanstack/react-query';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { patchRoom, putMembers } from '../../../lib/queries/cache-updates.ts';
import { queryKeys } from '../../../lib/queries/keys.ts';
import { useSingleFlightMutation } from '../../../lib/single-flight.ts';
import { leaveRoom, regenerateInviteCode, removeMember, setMemberRole, updateRoomSettings } from '../api/rooms-api.ts';

// Membership writes. Other members see each change through 'members:changed' and
// 'room:updated'; this tab applies the answer the same way (lib/queries/cache-updates.ts).

export function useLeaveRoom(room: Room) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: () => leaveRoom(room.id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: queryKeys.room(room.id) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.roomList });
      notifySuccess('Left room', `You have left ${room.name}.`);
    },
    onError: (error) => notifyError(error, 'Failed to leave room'),
  });
}

export function useRemoveMember(roomId: string) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (member: Member) => removeMember(roomId, member.userId),
    onSuccess: (_, member) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.members(roomId) });
      notifySuccess('Member removed', `${member.userName} is no longer in this room.`);
    },
    onError: (error) => notifyError(error, 'Failed to remove member'),
  });
}

export function useSetMemberRole(roomId: string) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: ({ member, isAdmin }: { member: Member; isAdmin: boolean }) =>
      setMemberRole(roomId, member.userId, isAdmin),
    onSuccess: (members, { member, isAdmin }) => {
      putMembers(queryClient, roomId, members);
      // The room's isAdmin is the viewer's own role, which the member list alone does not say.
      void queryClient.invalidateQueries({ queryKey: queryKeys.room(roomId), exact: true });
      notifySuccess(isAdmin ? 'Promoted to admin' : 'Admin role removed', member.userName);
    },
    onError: (error) => notifyError(error, 'Failed to change role'),
  });
}

export function useRegenerateInviteCode(roomId: string) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: () => regenerateInviteCode(roomId),
    onSuccess: (room) => {
      patchRoom(queryClient, roomId, room);
      notifySuccess('New invite code', 'The old code no longer works.');
    },
    onError: (error) => notifyError(error, 'Failed to regenerate invite code'),
  });
}

export function useUpdateRoomSettings(roomId: string) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (body: RoomSettingsBody) => updateRoomSettings(roomId, body),
    onSuccess: (room) => patchRoom(queryClient, roomId, room),
    onError: (error) => notifyError(error, 'Failed to save settings'),
  });
}
