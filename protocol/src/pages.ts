// Cursor pagination of lists, shared by both sides and kept free of zod so the web app's
// first load stays small. A list answers one page: the body is the page's items (a JSON array,
// as before pagination), and when more follow, a `Link: <…?cursor=…&limit=…>; rel="next"`
// header (RFC 8288) names the next page. Cursors are opaque to clients.

/** Items per page when the query names no limit, and the most one page may hold (decisions.md §9). */
export const PAGE_SIZE = { rooms: { default: 50, max: 200 }, sessions: { default: 100, max: 200 } } as const;

/** One page as a client holds it: the items and the cursor of the next page (null: the last). */
export type Page<T> = { items: T[]; nextCursor: string | null };

/** The `Link` header that names the next page of `path`. */
export function nextPageLink(path: string, cursor: string, limit: number): string {
  const query = new URLSearchParams({ cursor, limit: String(limit) });
  return `<${path}?${query}>; rel="next"`;
}

/** The next page's cursor from a `Link` header; null when there is no next page. */
export function nextCursorFromLink(header: string | null | undefined): string | null {
  if (!header) return null;
  for (const part of header.split(',')) {
    const match = /<([^>]*)>\s*;\s*rel="?next"?/.exec(part);
    if (!match) continue;
    const query = match[1]!.split('?')[1] ?? '';
    return new URLSearchParams(query).get('cursor');
  }
  return null;
}

/** How many items the whole list holds, beside the first page (My Rooms shows the count). */
export const TOTAL_COUNT_HEADER = 'x-total-count';
