import { z } from 'zod';

import { PAGE_SIZE } from '../pages.ts';

export { nextCursorFromLink, nextPageLink, PAGE_SIZE, type Page, TOTAL_COUNT_HEADER } from '../pages.ts';

/** Cursors are base64url text the server made; anything else is refused before decoding. */
const CursorSchema = z
  .string({ message: 'Cursor is not valid' })
  .max(200, { message: 'Cursor is not valid' })
  .regex(/^[A-Za-z0-9_-]+$/, { message: 'Cursor is not valid' });

/** `?limit=&cursor=` of a paged list: a limit from 1 to `max`, `fallback` when absent. */
export function pageQuerySchema(size: { default: number; max: number }) {
  const message = `Limit must be a whole number from 1 to ${size.max}`;
  return z.object({
    limit: z
      .string({ message })
      .regex(/^\d{1,4}$/, { message })
      .transform(Number)
      .pipe(z.number().int().min(1, { message }).max(size.max, { message }))
      .default(size.default),
    cursor: CursorSchema.optional(),
  });
}
/** The queries of My Rooms and of a room's sessions, each with its page size. */
export const RoomPageQuerySchema = pageQuerySchema(PAGE_SIZE.rooms);
export const SessionPageQuerySchema = pageQuerySchema(PAGE_SIZE.sessions);
export type PageQuery = { limit: number; cursor?: string | undefined };
