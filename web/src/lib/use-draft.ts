import { type SetStateAction, useCallback, useEffect, useState } from 'react';
import { browserStorage, clearDraft, type DraftSlot, hasDraft, readDraft, writeDraft } from './drafts.ts';

/**
 * useState that is also kept in browser storage under `slot` (once the user changes it), and
 * starts from the stored draft when one is there. `restored` says the value came from a draft.
 * Without a slot (user not known yet) it is plain state.
 */
export function useDraft<T>(slot: DraftSlot | undefined, initial: () => T, restore: (saved: unknown) => T | undefined) {
  const [state, setState] = useState(() => {
    const saved = slot ? readDraft(browserStorage(), slot) : undefined;
    const value = saved === undefined ? undefined : restore(saved);
    return value === undefined
      ? { value: initial(), touched: false, restored: false }
      : { value, touched: true, restored: true };
  });
  // Primitives, so a new slot object naming the same draft is the same draft.
  const { userId, sessionId, kind } = slot ?? {};

  useEffect(() => {
    if (userId && sessionId && kind && state.touched) {
      writeDraft(browserStorage(), { userId, sessionId, kind }, state.value);
    }
  }, [userId, sessionId, kind, state]);

  const setValue = useCallback((next: SetStateAction<T>) => {
    setState((s) => ({
      ...s,
      touched: true,
      value: typeof next === 'function' ? (next as (prev: T) => T)(s.value) : next,
    }));
  }, []);

  return { value: state.value, setValue, restored: state.restored };
}

export function discardDraft(slot: DraftSlot | undefined): void {
  if (slot) clearDraft(browserStorage(), slot);
}

/**
 * True once the phase closed (`closed`) while a draft was still unsaved: the screen then says
 * plainly that the work was not sent (issue 10). The draft is dropped, since it can no longer
 * be sent, but the answer stays true for as long as the screen is open.
 */
export function useMissedClose(slot: DraftSlot | undefined, closed: boolean): boolean {
  const [missed, setMissed] = useState(false);
  const { userId, sessionId, kind } = slot ?? {};
  useEffect(() => {
    if (!closed || !userId || !sessionId || !kind) return;
    const storage = browserStorage();
    const draft = { userId, sessionId, kind };
    if (hasDraft(storage, draft)) {
      setMissed(true);
      clearDraft(storage, draft);
    }
  }, [closed, userId, sessionId, kind]);
  return missed;
}
