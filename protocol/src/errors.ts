import { z } from 'zod';

// The one error body of docs/rules.md §9.
export const ErrorBodySchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  issues: z.array(z.object({ path: z.array(z.string()), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** The `code` of the 404 a member removed by an admin gets for that room (http/rooms.ts). */
export const REMOVED_FROM_ROOM_CODE = 'removed_from_room';
