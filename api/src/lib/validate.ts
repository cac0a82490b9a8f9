import type { z } from 'zod';
import { BadRequestError } from './errors.ts';

// Parses input with a protocol schema; the first issue's message is the one a user reads,
// so schemas carry the spec's words (e.g. 'Room name is required').
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issues = result.error.issues.map((i) => ({ path: i.path.map(String), message: i.message }));
  throw new BadRequestError(issues[0]?.message ?? 'Invalid input', issues);
}
