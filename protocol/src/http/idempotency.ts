import { z } from 'zod';

/**
 * Creating a room or a session may carry this header. The first request with a key
 * creates; a repeat by the same user with the same key and body answers the first result
 * (same status, same resource) and creates nothing. Keys live 24 hours.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_REPLAYED_HEADER = 'idempotent-replayed';

export const IDEMPOTENCY_MESSAGES = {
  badKey: 'Idempotency-Key must be 8 to 100 letters, digits, dashes or underscores',
  reused: 'This Idempotency-Key was already used for a different request',
} as const;

export const IdempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,100}$/, { message: IDEMPOTENCY_MESSAGES.badKey })
  .optional();
