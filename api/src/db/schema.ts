import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

// The Kysely view of migrations/; only queries.ts files use these row types.
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type UsersTable = {
  id: Generated<string>;
  subject: string;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  profile_image_url: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type LoginSessionsTable = {
  id_hash: string;
  user_id: string;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: ColumnType<Date, Date | string, Date | string>;
};

export type RoomsTable = {
  id: Generated<string>;
  name: string;
  description: string | null;
  invite_code: string;
  type: 'automatic' | 'manual';
  voting_mode: 'classic' | 'ranked_choice' | 'grudge_match' | 'appreciation_station';
  start_date: string | null;
  next_session_number: Generated<number>;
  created_by: string | null;
  created_at: Timestamp;
};

export type RoomMembersTable = {
  id: Generated<string>;
  room_id: string;
  user_id: string;
  is_admin: Generated<boolean>;
  token_count: Generated<number>;
  joined_at: Timestamp;
};

export type SessionsTable = {
  id: Generated<string>;
  room_id: string;
  session_number: number;
  theme: string;
  description: string | null;
  status: 'upcoming' | 'submissions' | 'voting' | 'results';
  submissions_deadline: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  voting_deadline: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  playlist_id: string | null;
  members_at_results: number | null;
  created_at: Timestamp;
};

export type SubmissionsTable = {
  id: Generated<string>;
  session_id: string;
  user_id: string;
  youtube_url: string;
  video_id: string;
  title: string;
  thumbnail: string;
  duration_seconds: number | null;
  commentary: string | null;
  seq: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type BallotsTable = {
  id: Generated<string>;
  session_id: string;
  voter_id: string;
  downvote_submission_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type VotesTable = {
  id: Generated<string>;
  ballot_id: string;
  session_id: string;
  voter_id: string;
  submission_id: string;
  vote_type: 'points' | 'rank' | 'downvote' | 'badge';
  rank_position: number | null;
  is_downvote: Generated<boolean>;
  points_allocated: Generated<number>;
  badge: Generated<string>;
  created_at: Timestamp;
};

export type DB = {
  users: UsersTable;
  login_sessions: LoginSessionsTable;
  rooms: RoomsTable;
  room_members: RoomMembersTable;
  sessions: SessionsTable;
  submissions: SubmissionsTable;
  ballots: BallotsTable;
  votes: VotesTable;
};

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type RoomRow = Selectable<RoomsTable>;
export type SessionRow = Selectable<SessionsTable>;
export type SubmissionRow = Selectable<SubmissionsTable>;
export type VoteRow = Selectable<VotesTable>;
