import type { CreateRoomBody, JoinRoomBody, Room, UpdateRoomBody } from '@clipclub/protocol/http/rooms';
import { useQueryClient } from '@tanstack/react-query';
import { useIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { patchRoom } from '../../../lib/queries/cache-updates.ts';
import { queryKeys } from '../../../lib/queries/keys.ts';
import { useSingleFlightMutation } from '../../../lib/single-flight.ts';
import { createRoom, deleteRoom, joinRoom, updateRoom } from '../api/rooms-api.ts';

// Each write shows the docs/rules.md §10 toast and refreshes the lists it changed.

/** A double click, or a retry after going offline, creates one room (Idempotency-Key). */
export function useCreateRoom() {
  const queryClient = useQueryClient();
  const idempotency = useIdempotencyKey();
  return useSingleFlightMutation({
    mutationFn: (body: CreateRoomBody) => createRoom(body, idempotency.keyFor(body)),
    onSuccess: (room) => {
      idempotency.reset();
      queryClient.setQueryData(queryKeys.room(room.id), room);
      void queryClient.invalidateQueries({ queryKey: queryKeys.roomList });
      notifySuccess('Room created!', `${room.name} has been created successfully.`);
    },
    onError: (error) => notifyError(error, 'Failed to create room'),
  });
}

/** The Join Room dialog. The join link (/join/{code}) shows its own page on failure: see useJoinByLink. */
export function useJoinRoom() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (body: JoinRoomBody) => joinRoom(body),
    onSuccess: (room) => {
      onJoined(queryClient, room);
      notifySuccess('Joined room!', `You've joined ${room.name}.`);
    },
    onError: (error) => notifyError(error, 'Failed to join room'),
  });
}

export function onJoined(queryClient: ReturnType<typeof useQueryClient>, room: Room): void {
  queryClient.setQueryData(queryKeys.room(room.id), room);
  void queryClient.invalidateQueries({ queryKey: queryKeys.roomList });
  void queryClient.invalidateQueries({ queryKey: queryKeys.members(room.id) });
}

export function useUpdateRoom(id: string) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (body: UpdateRoomBody) => updateRoom(id, body),
    // As 'room:updated' does: into the room and My Rooms, no refetch.
    onSuccess: (room) => {
      patchRoom(queryClient, id, room);
      notifySuccess('Room updated!');
    },
    onError: (error) => notifyError(error, 'Failed to update room'),
  });
}

export function useDeleteRoom(id: string) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: () => deleteRoom(id),
    onSuccess: () => {
      // Drop the room's own queries rather than refetch them into 404s.
      queryClient.removeQueries({ queryKey: queryKeys.room(id) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.roomList });
      notifySuccess('Room deleted!');
    },
    onError: (error) => notifyError(error, 'Failed to delete room'),
  });
}
