import { createHash } from 'node:crypto';
import {
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_MESSAGES,
  IDEMPOTENCY_REPLAYED_HEADER,
  IdempotencyKeySchema,
} from '@clipclub/protocol';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/connect.ts';
import { BadRequestError, HttpError } from '../../lib/errors.ts';
import * as q from './queries.ts';

// 24 hours: long enough for any retry a person or a browser makes, short enough to stay small.
export const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

export type IdempotentRequest = { userId: string; key: string | undefined; scope: string; body: unknown };
export type IdempotentResult = { id: string; replayed: boolean };

class KeyTaken extends Error {}

/** The request's Idempotency-Key header, checked; undefined when the client sent none. */
export function idempotencyKey(request: FastifyRequest): string | undefined {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  const parsed = IdempotencyKeySchema.safeParse(Array.isArray(raw) ? raw[0] : raw);
  if (!parsed.success) throw new BadRequestError(IDEMPOTENCY_MESSAGES.badKey);
  return parsed.data;
}

/** Marks a replayed answer, so a client (or a person reading logs) can tell. */
export function markReplay(reply: FastifyReply, result: IdempotentResult): void {
  if (result.replayed) reply.header(IDEMPOTENCY_REPLAYED_HEADER, 'true');
}

// The parsed body, so the same form sent twice matches whatever the key order or whitespace.
function fingerprint(scope: string, body: unknown): string {
  return createHash('sha256').update(scope).update('\0').update(JSON.stringify(body)).digest('base64url');
}

/**
 * Runs `create` (which answers the new resource's id) in one transaction together with the
 * record of its key. A repeat of the key answers the first id with `replayed: true` and creates
 * nothing; a repeat racing the first waits for it (the primary key's lock) and replays. The same
 * key on a different request answers 409. Without a key, `create` simply runs.
 */
export async function runIdempotent(
  db: Database,
  now: Date,
  request: IdempotentRequest,
  create: (trx: Database) => Promise<string>,
): Promise<IdempotentResult> {
  const { userId, key, scope } = request;
  if (key === undefined) return { id: await db.transaction().execute(create), replayed: false };
  const print = fingerprint(scope, request.body);
  const since = new Date(now.getTime() - KEY_LIFETIME_MS);

  const replay = async (): Promise<IdempotentResult | undefined> => {
    const found = await q.findKey(db, userId, key, since);
    if (!found) return undefined;
    if (found.scope !== scope || found.fingerprint !== print) {
      throw new HttpError(409, IDEMPOTENCY_MESSAGES.reused, 'idempotency_key_reused');
    }
    return { id: found.resource_id, replayed: true };
  };

  const earlier = await replay();
  if (earlier) return earlier;
  try {
    const id = await db.transaction().execute(async (trx) => {
      await q.deleteExpiredKey(trx, userId, key, since);
      const created = await create(trx);
      const kept = await q.insertKey(trx, {
        userId,
        key,
        scope,
        fingerprint: print,
        resourceId: created,
        statusCode: 201,
        now,
      });
      // Another request with this key committed first: undo ours and answer theirs.
      if (!kept) throw new KeyTaken();
      return created;
    });
    return { id, replayed: false };
  } catch (error) {
    if (!(error instanceof KeyTaken)) throw error;
    const first = await replay();
    if (!first) throw error;
    return first;
  }
}
