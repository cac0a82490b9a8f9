// Unsaved work kept in the browser ("nothing typed is lost"): a submission or a ballot
// survives a reload, back/forward and a closed tab, per user and per session, until it is saved.
// Plain functions over a Storage, so tests pass their own.

export type DraftKind = 'ballot' | 'submission';
export type DraftSlot = { userId: string; sessionId: string; kind: DraftKind };

const PREFIX = 'clipclub:draft:v1';
/** A draft older than this is forgotten: the session it was for has long moved on. */
export const DRAFT_LIFETIME_MS = 14 * 24 * 60 * 60 * 1000;

type Stored = { savedAt: number; value: unknown };

export function draftKey({ userId, sessionId, kind }: DraftSlot): string {
  return `${PREFIX}:${userId}:${sessionId}:${kind}`;
}

/** The browser's storage, or none (private modes and blocked storage throw on access). */
export function browserStorage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

export function readDraft(storage: Storage | undefined, slot: DraftSlot, now = Date.now()): unknown {
  if (!storage) return undefined;
  try {
    const raw = storage.getItem(draftKey(slot));
    if (raw === null) return undefined;
    const stored = JSON.parse(raw) as Partial<Stored> | null;
    if (!stored || typeof stored.savedAt !== 'number' || now - stored.savedAt > DRAFT_LIFETIME_MS) {
      storage.removeItem(draftKey(slot));
      return undefined;
    }
    return stored.value;
  } catch {
    return undefined;
  }
}

/** Full or blocked storage loses the draft, never the page. */
export function writeDraft(storage: Storage | undefined, slot: DraftSlot, value: unknown, now = Date.now()): void {
  if (!storage) return;
  try {
    storage.setItem(draftKey(slot), JSON.stringify({ savedAt: now, value } satisfies Stored));
  } catch {
    // Quota exceeded or storage disabled.
  }
}

export function clearDraft(storage: Storage | undefined, slot: DraftSlot): void {
  try {
    storage?.removeItem(draftKey(slot));
  } catch {
    // Storage disabled.
  }
}

/** Every draft of one player in this browser (their account was deleted). */
export function clearDraftsOf(storage: Storage | undefined, userId: string): void {
  if (!storage) return;
  try {
    const mine = `${PREFIX}:${userId}:`;
    const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i));
    for (const key of keys) if (key?.startsWith(mine)) storage.removeItem(key);
  } catch {
    // Storage disabled.
  }
}

export function hasDraft(storage: Storage | undefined, slot: DraftSlot, now = Date.now()): boolean {
  return readDraft(storage, slot, now) !== undefined;
}

// Restoring checks the shape, since storage is the user's to edit and older versions may linger.

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Points per submission, kept only for submissions still on the ballot and within the cap. */
export function restorePoints(saved: unknown, available: readonly string[], cap: number): Record<string, number> {
  if (!isRecord(saved)) return {};
  const out: Record<string, number> = {};
  for (const [id, p] of Object.entries(saved)) {
    if (available.includes(id) && Number.isInteger(p) && (p as number) > 0 && (p as number) <= cap) {
      out[id] = p as number;
    }
  }
  return out;
}

/** A ranking of distinct submissions still on the ballot, at most `capacity` long. */
export function restoreRanking(saved: unknown, available: readonly string[], capacity: number): string[] {
  if (!Array.isArray(saved)) return [];
  const ids = saved.filter((id): id is string => typeof id === 'string' && available.includes(id));
  return [...new Set(ids)].slice(0, capacity);
}

/** Badges per submission, only those `isBadge` accepts, each once. */
export function restoreBadges(
  saved: unknown,
  available: readonly string[],
  isBadge: (badge: string) => boolean,
): Record<string, string[]> {
  if (!isRecord(saved)) return {};
  const out: Record<string, string[]> = {};
  for (const [id, list] of Object.entries(saved)) {
    if (!available.includes(id) || !Array.isArray(list)) continue;
    const kept = [...new Set(list.filter((b): b is string => typeof b === 'string' && isBadge(b)))];
    if (kept.length > 0) out[id] = kept;
  }
  return out;
}

export function restoreText(saved: unknown, field: string, max: number): string | undefined {
  if (!isRecord(saved)) return undefined;
  const v = saved[field];
  return typeof v === 'string' ? v.slice(0, max) : undefined;
}
