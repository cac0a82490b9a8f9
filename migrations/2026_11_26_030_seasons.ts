import { type Kysely, sql } from 'kysely';

// Seasons (docs/rules.md §12). Every room plays in seasons; every existing room gets an open
// 'Season 1' holding all its sessions, so nothing about a room's flow changes until an admin
// sets a length or starts a new season.
//
// Three invariants live in the database, where no code path (an admin, the scheduler, another
// process, a feature written later) can miss them:
// - a new room starts with an open 'Season 1' (rooms_start_season);
// - a new session joins its room's running season, or, after a finale, the next season, which
//   takes over the finished one's length (sessions_join_season);
// - the round that completes a season's length reaching results finishes the season in the same
//   transaction as the move, so it happens exactly once (sessions_finish_season).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE seasons (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      room_id uuid NOT NULL REFERENCES rooms(id) ON DELETE CASCADE,
      number integer NOT NULL CHECK (number >= 1),
      name varchar(100) NOT NULL CHECK (length(name) >= 1),
      rounds integer CHECK (rounds IS NULL OR rounds BETWEEN 1 AND 52),
      status text NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'finished')),
      started_at timestamptz NOT NULL DEFAULT now(),
      finished_at timestamptz,
      -- set by the one process that announced the finale (event and notifications), once
      announced_at timestamptz,
      UNIQUE (room_id, number)
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX seasons_one_running_per_room ON seasons(room_id) WHERE status = 'running'`.execute(db);

  await sql`INSERT INTO seasons (room_id, number, name, started_at) SELECT id, 1, 'Season 1', created_at FROM rooms`.execute(
    db,
  );
  await sql`
    ALTER TABLE sessions
      ADD COLUMN season_id uuid REFERENCES seasons(id) ON DELETE CASCADE,
      ADD COLUMN suggested_by uuid REFERENCES users(id) ON DELETE SET NULL,
      -- like voting_mode (migration 011): null follows the room until the setting changes
      ADD COLUMN high_stakes boolean`.execute(db);
  await sql`UPDATE sessions SET season_id = seasons.id FROM seasons WHERE seasons.room_id = sessions.room_id`.execute(
    db,
  );
  await sql`ALTER TABLE sessions ALTER COLUMN season_id SET NOT NULL`.execute(db);
  await sql`CREATE INDEX sessions_season_idx ON sessions(season_id, session_number)`.execute(db);

  await sql`
    ALTER TABLE rooms
      ADD COLUMN high_stakes boolean NOT NULL DEFAULT false,
      ADD COLUMN close_early boolean NOT NULL DEFAULT false,
      ADD COLUMN theme_visibility text NOT NULL DEFAULT 'all' CHECK (theme_visibility IN ('all', 'next', 'none'))`.execute(
    db,
  );

  await sql`
    CREATE TABLE theme_suggestions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      room_id uuid NOT NULL REFERENCES rooms(id) ON DELETE CASCADE,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      theme varchar(100) NOT NULL CHECK (length(theme) >= 1),
      -- the session it became; a used suggestion is no longer open
      session_id uuid REFERENCES sessions(id) ON DELETE SET NULL,
      used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX theme_suggestions_room_idx ON theme_suggestions(room_id) WHERE used_at IS NULL`.execute(db);
  await sql`
    CREATE TABLE suggestion_upvotes (
      suggestion_id uuid NOT NULL REFERENCES theme_suggestions(id) ON DELETE CASCADE,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (suggestion_id, user_id)
    )`.execute(db);

  await sql`
    CREATE FUNCTION rooms_start_season() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO seasons (room_id, number, name, started_at) VALUES (NEW.id, 1, 'Season 1', NEW.created_at);
      RETURN NEW;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER rooms_start_season AFTER INSERT ON rooms
      FOR EACH ROW EXECUTE FUNCTION rooms_start_season()`.execute(db);

  await sql`
    CREATE FUNCTION sessions_join_season() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      running uuid;
      last_number integer;
      last_rounds integer;
    BEGIN
      IF NEW.season_id IS NOT NULL THEN RETURN NEW; END IF;
      SELECT id INTO running FROM seasons WHERE room_id = NEW.room_id AND status = 'running';
      IF running IS NULL THEN
        SELECT number, rounds INTO last_number, last_rounds FROM seasons
          WHERE room_id = NEW.room_id ORDER BY number DESC LIMIT 1;
        INSERT INTO seasons (room_id, number, name, rounds)
          VALUES (NEW.room_id, coalesce(last_number, 0) + 1, 'Season ' || (coalesce(last_number, 0) + 1), last_rounds)
          RETURNING id INTO running;
      END IF;
      NEW.season_id := running;
      RETURN NEW;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER sessions_join_season BEFORE INSERT ON sessions
      FOR EACH ROW EXECUTE FUNCTION sessions_join_season()`.execute(db);

  await sql`
    CREATE FUNCTION sessions_finish_season() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE seasons SET status = 'finished', finished_at = now()
        WHERE id = NEW.season_id AND status = 'running' AND rounds IS NOT NULL
          AND rounds <= (SELECT count(*) FROM sessions WHERE season_id = NEW.season_id AND status = 'results');
      RETURN NEW;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER sessions_finish_season AFTER UPDATE OF status ON sessions
      FOR EACH ROW WHEN (NEW.status = 'results' AND OLD.status IS DISTINCT FROM 'results')
      EXECUTE FUNCTION sessions_finish_season()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER sessions_finish_season ON sessions`.execute(db);
  await sql`DROP FUNCTION sessions_finish_season()`.execute(db);
  await sql`DROP TRIGGER sessions_join_season ON sessions`.execute(db);
  await sql`DROP FUNCTION sessions_join_season()`.execute(db);
  await sql`DROP TRIGGER rooms_start_season ON rooms`.execute(db);
  await sql`DROP FUNCTION rooms_start_season()`.execute(db);
  await sql`DROP TABLE suggestion_upvotes`.execute(db);
  await sql`DROP TABLE theme_suggestions`.execute(db);
  await sql`ALTER TABLE rooms DROP COLUMN high_stakes, DROP COLUMN close_early, DROP COLUMN theme_visibility`.execute(
    db,
  );
  await sql`ALTER TABLE sessions DROP COLUMN season_id, DROP COLUMN suggested_by, DROP COLUMN high_stakes`.execute(db);
  await sql`DROP TABLE seasons`.execute(db);
}
