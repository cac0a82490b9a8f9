import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/**
 * Each member's points over the room's sessions in `results` (decisions.md §6), keyed by
 * user id. Until a session can reach results with votes, every member has 0.
 */
export async function roomPointsByUser(_db: Kysely<DB>, _roomId: string): Promise<Map<string, number>> {
  return new Map();
}
