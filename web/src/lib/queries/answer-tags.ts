import type { Query } from '@tanstack/react-query';

// The room's ETag (api realtime/conditional-get.ts) that a query's data was read under, where it
// is known: a page drawn on the server whose room answers all carried one tag (app/page-state.ts).
// A socket's room:join answers the room's current tag for this member; data read under that
// same tag missed no change, so the join need not read it again (features/realtime resyncRoom).
// Only a drawn page's few queries are entered, so the map stays small.
const tagged = new Map<string, { tag: string; updatedAt: number }>();

/** `query`'s data, as it is now, was read under `tag`. */
export function rememberAnswerTag(query: Query, tag: string): void {
  tagged.set(query.queryHash, { tag, updatedAt: query.state.dataUpdatedAt });
}

/** Whether `query` still holds the data read under `tag` (data fetched since is not known). */
export function readUnderTag(query: Query, tag: string | null): boolean {
  if (tag === null) return false;
  const known = tagged.get(query.queryHash);
  return known !== undefined && known.tag === tag && known.updatedAt === query.state.dataUpdatedAt;
}
