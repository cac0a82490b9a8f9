import { z } from 'zod';

// The one error body of docs/rules.md §9.
export const ErrorBodySchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  issues: z.array(z.object({ path: z.array(z.string()), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

export { REMOVED_FROM_ROOM_CODE } from './constants.ts';
