import type { NudgeReceivedEvent } from '@clipclub/protocol';

/** A committed nudge: who was nudged, and what their toast and notification say. */
export type NudgeEvent = NudgeReceivedEvent & { userId: string; byUserId: string; nudgedAt: Date };
type Listener = (nudge: NudgeEvent) => unknown;

/**
 * The hook other features use to react to a nudge (the live toast and the notifications bell
 * both listen here; see plugin.ts). Emitted after the nudge is stored. The nudge's answer waits
 * for the listeners (so the bell has it when the admin sees "Nudged"); a listener that fails is
 * reported to `onError` and never fails the nudge.
 */
export class NudgeEvents {
  readonly #listeners = new Set<Listener>();

  constructor(private readonly onError: (error: unknown) => void = () => {}) {}

  async emit(nudge: NudgeEvent): Promise<void> {
    const results = await Promise.allSettled([...this.#listeners].map(async (listener) => listener(nudge)));
    for (const r of results) if (r.status === 'rejected') this.onError(r.reason);
  }

  on(_kind: 'nudged', listener: Listener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}
