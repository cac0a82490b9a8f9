import type { z } from 'zod';
import { BadRequestError } from './errors.ts';

const NOT_AN_OBJECT = 'Request body must be a JSON object';

// Parses input with a protocol schema; the first issue's message is the one a user reads,
// so schemas carry the words players read (e.g. 'Room name is required').
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  // No body at all reads as an empty form, so the answer names the first missing field.
  const result = schema.safeParse(input === undefined ? {} : input);
  if (result.success) return result.data;
  const issues = result.error.issues.map((i) => ({
    path: i.path.map(String),
    // zod's own wording ('expected object, received array') is not for users.
    message: i.path.length === 0 && i.code === 'invalid_type' ? NOT_AN_OBJECT : i.message,
  }));
  throw new BadRequestError(issues[0]?.message ?? 'Invalid input', issues);
}
