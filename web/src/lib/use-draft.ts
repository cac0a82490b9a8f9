import { type SetStateAction, useCallback, useEffect, useRef, useState } from 'react';
import { browserStorage, clearDraft, type DraftSlot, hasDraft, readDraft, writeDraft } from './drafts.ts';
import { useHydrated } from './use-hydrated.tsx';

/**
 * useState that is also kept in browser storage under `slot` (once the user changes it), and
 * starts from the stored draft when one is there. `restored` says the value came from a draft.
 * Without a slot (user not known yet) it is plain state. Drawn over HTML made on the server,
 * which cannot see this browser's storage, it starts as that HTML did and the draft comes back
 * right after hydration (docs/rules.md §10), unless the player has changed something by then.
 */
export function useDraft<T>(slot: DraftSlot | undefined, initial: () => T, restore: (saved: unknown) => T | undefined) {
  const hydrated = useHydrated();
  const fromStorage = () => {
    const saved = slot ? readDraft(browserStorage(), slot) : undefined;
    const value = saved === undefined ? undefined : restore(saved);
    return value === undefined
      ? { value: initial(), touched: false, restored: false }
      : { value, touched: true, restored: true };
  };
  const [state, setState] = useState(() =>
    hydrated ? fromStorage() : { value: initial(), touched: false, restored: false },
  );
  // Primitives, so a new slot object naming the same draft is the same draft.
  const { userId, sessionId, kind } = slot ?? {};

  const restoreAfterHydration = useRef(hydrated ? undefined : fromStorage);
  useEffect(() => {
    const later = restoreAfterHydration.current?.();
    restoreAfterHydration.current = undefined;
    if (later?.restored) setState((s) => (s.touched ? s : later));
  }, []);

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
 * plainly that the work was not sent. The draft is dropped, since it can no longer
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
