import { type Kysely, sql } from 'kysely';

// Every phase move updates a session, and PostgreSQL checks ALL of a table's CHECK constraints
// on every UPDATE, reading each one's stored text into an expression afresh for each statement
// (ExecConstraints: 14 µs a move on an idle machine, 10 % of ending submissions' database time
// in a profile of bench:advance). A domain's check is parsed once per connection (the type
// cache) and runs only when a value of it is assigned: a move setting status checks status.
// The same five rules, the same refusals (SQLSTATE 23514), now on the columns' types.
const DOMAINS = [
  {
    column: 'status',
    domain: 'session_status',
    base: 'text',
    check: sql`VALUE IN ('upcoming', 'submissions', 'voting', 'results')`,
  },
  { column: 'theme', domain: 'session_theme', base: 'varchar(200)', check: sql`length(VALUE) >= 1` },
  {
    column: 'voting_mode',
    domain: 'session_voting_mode',
    base: 'text',
    check: sql`VALUE IN ('classic', 'ranked_choice', 'grudge_match', 'appreciation_station')`,
  },
  {
    column: 'points_per_ballot',
    domain: 'session_points_per_ballot',
    base: 'integer',
    check: sql`VALUE BETWEEN 1 AND 100`,
  },
  { column: 'per_video_cap', domain: 'session_per_video_cap', base: 'integer', check: sql`VALUE BETWEEN 1 AND 100` },
] as const;

// The old table checks, to restore on the way down (a NULL passes a domain's check as it did these).
const TABLE_CHECKS = [
  sql`CHECK (status IN ('upcoming', 'submissions', 'voting', 'results'))`,
  sql`CHECK (length(theme) >= 1)`,
  sql`CHECK (voting_mode IS NULL OR voting_mode IN ('classic', 'ranked_choice', 'grudge_match', 'appreciation_station'))`,
  sql`CHECK (points_per_ballot IS NULL OR (points_per_ballot >= 1 AND points_per_ballot <= 100))`,
  sql`CHECK (per_video_cap IS NULL OR (per_video_cap >= 1 AND per_video_cap <= 100))`,
];

// A column a trigger's WHEN reads cannot change type under it: the finale's trigger (migration
// 030) is set aside and made again, unchanged.
const FINISH_SEASON_TRIGGER = sql`
  CREATE TRIGGER sessions_finish_season AFTER UPDATE OF status ON sessions
    FOR EACH ROW WHEN (NEW.status = 'results' AND OLD.status IS DISTINCT FROM 'results')
    EXECUTE FUNCTION sessions_finish_season()`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER sessions_finish_season ON sessions`.execute(db);
  for (const { column, domain, base, check } of DOMAINS) {
    await sql`CREATE DOMAIN ${sql.raw(domain)} AS ${sql.raw(base)} CHECK (${check})`.execute(db);
    await sql`ALTER TABLE sessions DROP CONSTRAINT ${sql.raw(`sessions_${column}_check`)}`.execute(db);
    await sql`ALTER TABLE sessions ALTER COLUMN ${sql.raw(column)} TYPE ${sql.raw(domain)}`.execute(db);
  }
  await FINISH_SEASON_TRIGGER.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER sessions_finish_season ON sessions`.execute(db);
  for (const [i, { column, domain, base }] of DOMAINS.entries()) {
    await sql`ALTER TABLE sessions ALTER COLUMN ${sql.raw(column)} TYPE ${sql.raw(base)}`.execute(db);
    await sql`DROP DOMAIN ${sql.raw(domain)}`.execute(db);
    await sql`ALTER TABLE sessions ADD CONSTRAINT ${sql.raw(`sessions_${column}_check`)} ${TABLE_CHECKS[i]}`.execute(
      db,
    );
  }
  await FINISH_SEASON_TRIGGER.execute(db);
}
