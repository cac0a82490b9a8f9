import { createHash } from 'node:crypto';

/**
 * A session's display order (docs/rules.md §4 "Display order"): a shuffle seeded by the session id,
 * the same for every viewer and every call, and independent of the order people submitted in,
 * so the voting list, the playlist and the watch-party queue reveal nothing about who was first.
 * Each item's place is the SHA-256 of `sessionId:itemId`; the seed is the session id, so two
 * sessions with the same videos get different orders.
 */
export function displayOrder<T extends { id: string }>(sessionId: string, items: readonly T[]): T[] {
  const keyed = items.map((item) => ({ item, key: sortKey(sessionId, item.id) }));
  keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return keyed.map(({ item }) => item);
}

function sortKey(sessionId: string, itemId: string): string {
  return createHash('sha256').update(`${sessionId}:${itemId}`).digest('hex');
}
