import { describe, expect, it } from 'vitest';
import {
  clearDraft,
  clearDraftsOf,
  DRAFT_LIFETIME_MS,
  type DraftSlot,
  draftKey,
  hasDraft,
  readDraft,
  restoreBadges,
  restorePoints,
  restoreRanking,
  restoreText,
  writeDraft,
} from './drafts.ts';

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, v),
  };
}

const ann: DraftSlot = { userId: 'u-ann', sessionId: 's-1', kind: 'ballot' };

describe('drafts', () => {
  it('keeps a draft per user, session and kind until it is cleared', () => {
    const storage = memoryStorage();
    writeDraft(storage, ann, { a: 3 });
    expect(readDraft(storage, ann)).toEqual({ a: 3 });
    expect(readDraft(storage, { ...ann, userId: 'u-bo' })).toBeUndefined();
    expect(readDraft(storage, { ...ann, sessionId: 's-2' })).toBeUndefined();
    expect(readDraft(storage, { ...ann, kind: 'submission' })).toBeUndefined();
    clearDraft(storage, ann);
    expect(hasDraft(storage, ann)).toBe(false);
  });

  it('forgets every draft of a deleted account, and only that account', () => {
    const storage = memoryStorage();
    writeDraft(storage, ann, { a: 3 });
    writeDraft(storage, { ...ann, sessionId: 's-2', kind: 'submission' }, 'a link');
    writeDraft(storage, { ...ann, userId: 'u-bo' }, { b: 1 });
    storage.setItem('clipclub:theme', 'dark');
    clearDraftsOf(storage, 'u-ann');
    expect(hasDraft(storage, ann)).toBe(false);
    expect(hasDraft(storage, { ...ann, sessionId: 's-2', kind: 'submission' })).toBe(false);
    expect(readDraft(storage, { ...ann, userId: 'u-bo' })).toEqual({ b: 1 });
    expect(storage.getItem('clipclub:theme')).toBe('dark');
  });

  it('forgets drafts past their lifetime and ignores what it cannot read', () => {
    const storage = memoryStorage();
    writeDraft(storage, ann, { a: 3 }, 1_000);
    expect(readDraft(storage, ann, 1_000 + DRAFT_LIFETIME_MS + 1)).toBeUndefined();
    expect(storage.getItem(draftKey(ann))).toBeNull();
    storage.setItem(draftKey(ann), '{not json');
    expect(readDraft(storage, ann)).toBeUndefined();
    expect(readDraft(undefined, ann)).toBeUndefined();
  });

  it('survives a storage that refuses to write', () => {
    const full = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as Storage;
    expect(() => writeDraft(full, ann, { a: 1 })).not.toThrow();
  });

  it('restores only what still fits the ballot', () => {
    expect(restorePoints({ a: 3, b: 9, gone: 2, c: -1, d: 1.5 }, ['a', 'b', 'c', 'd'], 5)).toEqual({ a: 3 });
    expect(restoreRanking(['b', 'gone', 'a', 'b', 'c'], ['a', 'b', 'c'], 2)).toEqual(['b', 'a']);
    expect(
      restoreBadges({ a: ['fire', 'nope', 'fire'], gone: ['fire'] }, ['a'], (b) => ['fire', 'bop'].includes(b)),
    ).toEqual({
      a: ['fire'],
    });
    expect(restoreText({ youtubeUrl: 'x'.repeat(10) }, 'youtubeUrl', 4)).toBe('xxxx');
    expect(restoreText('junk', 'youtubeUrl', 4)).toBeUndefined();
  });
});
