import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../db/migrate.ts';
import { useMigrationDatabase } from '../../test/migration-database.ts';
import { claimAndStoreReminders, type ReminderToStore } from './queries.ts';
import { NO_DEADLINE } from './reminder-rules.ts';

// Migration 110 on a database as it was before: every claim in `notification_claims` moves onto
// its notice (opened and results at the epoch, deadline reminders at the deadline in their
// payload, a moved deadline's second reminder apart from the first), so none goes out twice;
// notices nothing claimed stay unclaimed; a claim with no notice stops the migration; and down
// gives the claims back.
const BEFORE = '2026_11_26_100_push_devices_follow_sign_in';
const FIRST_DEADLINE = new Date('2026-11-20T18:00:00.000Z');
const MOVED_DEADLINE = new Date('2026-11-21T18:00:00.000Z');

const database = useMigrationDatabase();
const migrateTo = database.migrateTo;

/** A player, a room and a session in it, at the schema before 110 (untyped SQL). */
async function world() {
  const db = database.db;
  const one = async <T>(q: ReturnType<typeof sql<T>>) => (await q.execute(db)).rows[0]!;
  const user = await one(sql<{ id: string }>`INSERT INTO users (subject) VALUES ('dev:ann@example.com') RETURNING id`);
  const room = await one(sql<{ id: string }>`INSERT INTO rooms (name, invite_code, type, voting_mode)
    VALUES ('Club', 'ABCD2345', 'manual', 'classic') RETURNING id`);
  await sql`INSERT INTO room_members (room_id, user_id, is_admin) VALUES (${room.id}, ${user.id}, true)`.execute(db);
  const session = await one(sql<{ id: string }>`INSERT INTO sessions (room_id, session_number, theme, status)
    VALUES (${room.id}, 1, 'Songs', 'submissions') RETURNING id`);
  return { userId: user.id, roomId: room.id, sessionId: session.id };
}

type World = Awaited<ReturnType<typeof world>>;

/** A notice as the old code stored it, with its claim beside it unless `claimed` is false. */
async function oldNotice(w: World, kind: string, deadline: Date | null, { claimed = true } = {}) {
  const payload = { roomName: 'Club', sessionNumber: 1, theme: 'Songs', ...(deadline ? { deadline } : {}) };
  await sql`INSERT INTO notifications (user_id, kind, room_id, session_id, payload)
    VALUES (${w.userId}, ${kind}, ${w.roomId}, ${w.sessionId}, ${JSON.stringify(payload)}::jsonb)`.execute(database.db);
  if (claimed) await oldClaim(w, kind, deadline ?? NO_DEADLINE);
}

function oldClaim(w: World, kind: string, deadline: Date) {
  return sql`INSERT INTO notification_claims (kind, session_id, user_id, deadline)
    VALUES (${kind}, ${w.sessionId}, ${w.userId}, ${deadline})`.execute(database.db);
}

async function claimKeys() {
  const rows = await database.db
    .selectFrom('notifications')
    .select(['kind', 'claim_deadline'])
    .orderBy('kind')
    .orderBy('claim_deadline')
    .execute();
  return rows.map((r) => `${r.kind} ${r.claim_deadline ? new Date(r.claim_deadline).toISOString() : 'unclaimed'}`);
}

describe('migration 110 (the notice is its own claim)', () => {
  it('moves every claim onto its notice, so none goes out again, and down gives them back', async () => {
    await migrateTo(BEFORE);
    const w = await world();
    await oldNotice(w, 'session_opened', null);
    await oldNotice(w, 'deadline_24h', FIRST_DEADLINE);
    await oldNotice(w, 'deadline_24h', MOVED_DEADLINE);
    await oldNotice(w, 'nudged', null, { claimed: false });

    await migrateToLatest(database.db);

    expect(await claimKeys()).toEqual([
      `deadline_24h ${FIRST_DEADLINE.toISOString()}`,
      `deadline_24h ${MOVED_DEADLINE.toISOString()}`,
      'nudged unclaimed',
      `session_opened ${NO_DEADLINE.toISOString()}`,
    ]);
    const remind = (kind: string, deadline: Date): ReminderToStore => ({
      kind,
      deadline,
      sessionId: w.sessionId,
      userId: w.userId,
      roomId: w.roomId,
      payload: {},
    });
    const now = new Date('2026-11-20T12:00:00.000Z');
    // A pass after the upgrade: the claimed ones are skipped, a deadline moved again is new.
    const third = new Date('2026-11-22T18:00:00.000Z');
    const stored = await claimAndStoreReminders(
      database.db,
      [
        remind('session_opened', NO_DEADLINE),
        remind('deadline_24h', FIRST_DEADLINE),
        remind('deadline_24h', MOVED_DEADLINE),
        remind('deadline_24h', third),
      ],
      { now, mail: false, push: false },
    );
    expect(stored.map((r) => r.claim_deadline && new Date(r.claim_deadline).toISOString())).toEqual([
      third.toISOString(),
    ]);

    await migrateTo(BEFORE);
    const { rows } = await sql<{ key: string }>`
      SELECT kind || ' ' || to_char(deadline AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI') AS key
      FROM notification_claims ORDER BY 1`.execute(database.db);
    expect(rows.map((r) => r.key)).toEqual([
      'deadline_24h 2026-11-20T18:00',
      'deadline_24h 2026-11-21T18:00',
      'deadline_24h 2026-11-22T18:00',
      'session_opened 1970-01-01T00:00',
    ]);
  });

  it('stops, changing nothing, at a claim whose notice is gone', async () => {
    await sql`TRUNCATE users, rooms CASCADE`.execute(database.db);
    await migrateTo(BEFORE);
    const w = await world();
    await oldNotice(w, 'results_ready', null);
    await oldClaim(w, 'deadline_1h', FIRST_DEADLINE);

    await expect(migrateToLatest(database.db)).rejects.toThrow(/1 notification claim\(s\) have no notice/);

    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM notification_claims`.execute(database.db);
    expect(rows[0]!.n).toBe(2);
    // Deleting the stray claim (resending that one reminder is accepted) lets it through.
    await sql`DELETE FROM notification_claims WHERE kind = 'deadline_1h'`.execute(database.db);
    await migrateTo('2026_11_27_110_notice_is_its_claim');
    expect(await claimKeys()).toEqual([`results_ready ${NO_DEADLINE.toISOString()}`]);
  });
});
