import { IdSchema } from '@clipclub/protocol';
import type { z } from 'zod';
import { NotFoundError } from './errors.ts';

// A malformed id cannot name anything the caller may see: it answers the same 404 as an unknown
// id or a stranger's request (docs/rules.md §2), never a 400 that tells ids apart.

/** A route's params read with a protocol schema; any malformed part answers 404 `notFound`. */
export function parseParams<S extends z.ZodType>(schema: S, params: unknown, notFound: string): z.output<S> {
  const parsed = schema.safeParse(params);
  if (!parsed.success) throw new NotFoundError(notFound);
  return parsed.data;
}

/** The id in a route's params (`:id` unless named otherwise); a malformed one answers 404 `notFound`. */
export function idParam(params: unknown, notFound: string, key = 'id'): string {
  return parseParams(IdSchema, (params as Record<string, unknown> | undefined)?.[key], notFound);
}
