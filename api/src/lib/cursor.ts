import type { z } from 'zod';
import { BadRequestError } from './errors.ts';

// Page cursors: the position after the last item of a page, as base64url JSON. They are
// opaque to clients but not secret: a cursor only moves within a list the caller may read anyway.

export function encodeCursor(position: unknown): string {
  return Buffer.from(JSON.stringify(position)).toString('base64url');
}

const invalid = () =>
  new BadRequestError('Cursor is not valid', [{ path: ['cursor'], message: 'Cursor is not valid' }]);

/** The position a cursor names, checked against `schema`; a 400 naming `cursor` otherwise. */
export function decodeCursor<S extends z.ZodType>(schema: S, cursor: string): z.output<S> {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw invalid();
  return parsed.data;
}
