import { positionAt, type WatchCommand, type WatchState } from '@clipclub/protocol';
import { BadRequestError } from '../../lib/errors.ts';

// What a host command does to the playback state: pure, so tests call it directly.

export type Playback = WatchState;

/**
 * The state as it stands at `nowMs`: a video that played past its end is 'ended' at its end, so
 * every client (and the poll) agrees the show stopped there.
 */
export function settle(state: Playback, nowMs: number, durationSec: number | null): Playback {
  if (state.status !== 'playing' || durationSec === null) return state;
  if (positionAt(state, nowMs) < durationSec) return state;
  const endedAtMs = state.updatedAt + ((durationSec - state.positionSec) / state.rate) * 1000;
  return { ...state, status: 'ended', positionSec: durationSec, updatedAt: Math.round(endedAtMs) };
}

const clamp = (sec: number, durationSec: number | null) =>
  Math.max(0, durationSec === null ? sec : Math.min(sec, durationSec));

/**
 * The new state after a host command. Play/pause take the host's own position when given (what
 * the host saw is what everyone should see), else the computed one; seek keeps playing or paused;
 * next/previous/select start the chosen video at 0 and keep the party playing if it was.
 */
export function applyCommand(
  state: Playback,
  command: WatchCommand,
  nowMs: number,
  durations: readonly (number | null)[],
): Playback {
  if (durations.length === 0) throw new BadRequestError('The queue is empty');
  const duration = durations[state.index] ?? null;
  const current = settle(state, nowMs, duration);
  const here = positionAt(current, nowMs, duration);
  const at = (positionSec: number, status: Playback['status']): Playback => ({
    index: current.index,
    status,
    positionSec: clamp(positionSec, duration),
    updatedAt: nowMs,
    rate: 1,
  });
  const goTo = (index: number): Playback => {
    if (index < 0 || index >= durations.length) throw new BadRequestError('Index is outside the queue');
    const status = current.status === 'playing' ? 'playing' : 'paused';
    return { index, status, positionSec: 0, updatedAt: nowMs, rate: 1 };
  };
  switch (command.action) {
    case 'play': {
      // Play on an ended video starts it again, as a player's own play button does.
      const from = command.positionSec ?? (current.status === 'ended' ? 0 : here);
      return at(from, 'playing');
    }
    case 'pause':
      return at(command.positionSec ?? here, 'paused');
    case 'seek': {
      if (command.positionSec === undefined) throw new BadRequestError('Position is required');
      return at(command.positionSec, current.status === 'playing' ? 'playing' : 'paused');
    }
    case 'end':
      // The host's word that this video is done: the results' reveal card follows it, and a
      // party without the YouTube player steps on this way (docs/rules.md §8).
      return at(here, 'ended');
    case 'next':
      if (current.index + 1 >= durations.length) throw new BadRequestError('That is the last video in the queue');
      return goTo(current.index + 1);
    case 'previous':
      if (current.index === 0) throw new BadRequestError('That is the first video in the queue');
      return goTo(current.index - 1);
    case 'select':
      if (command.index === undefined) throw new BadRequestError('Index is required');
      return goTo(command.index);
  }
}
