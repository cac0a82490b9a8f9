import { ROOM_BATCH_EVENT } from '@clipclub/protocol/realtime/constants';

/**
 * The events one message carries: a change that did several things to a room (a move to results)
 * arrives as one 'room:batch' of them, in order; any other message is one event.
 */
export function liveEventsOf(name: string, payload: unknown): { name: string; payload: unknown }[] {
  if (name !== ROOM_BATCH_EVENT) return [{ name, payload }];
  const events = (payload as { events?: unknown } | null)?.events;
  return Array.isArray(events) ? (events as { name: string; payload: unknown }[]) : [];
}
