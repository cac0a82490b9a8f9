import type { Awards, BadgeType, SessionResults, VoteType } from '@clipclub/protocol';

/** A voter's comment on one video of their ballot (ballot-comments.ts checks them). */
export type BallotComment = { submissionId: string; onDownvote: boolean; body: string };

// Shapes of the pure scoring rules (docs/rules.md §5). The API maps database rows into the inputs
// and sends the outputs; nothing here knows about SQL or HTTP.

export type ScoringSubmission = {
  id: string;
  userId: string;
  userName: string;
  userImage: string | null;
  videoTitle: string;
  thumbnail: string;
  /** The submitter's own commentary on their video. */
  commentary: string | null;
  videoUrl: string;
  /** Orders "earlier submission": lower is earlier. */
  seq: number;
};

/** One stored vote line (a row of `votes`, joined with the voter's name and picture). */
export type VoteLine = {
  voterId: string;
  voterName: string;
  voterImage: string | null;
  submissionId: string;
  voteType: VoteType;
  rankPosition: number | null;
  isDownvote: boolean;
  pointsAllocated: number;
  /** A badge type for badge lines; '' (the column default) otherwise. */
  badge: string;
  /** The voter's comment on this video (a downvote line: the downvote's comment); every badge line of one video repeats it. */
  comment: string | null;
};

export type ScoringInput = {
  sessionId: string;
  submissions: readonly ScoringSubmission[];
  votes: readonly VoteLine[];
  /** Room member count when the session reached results (sessions.members_at_results). */
  memberCount: number;
  /** The session was played under high stakes: submitters not among `voterIds` score 0. */
  highStakes?: boolean;
  /** Who cast a ballot (an empty ballot counts); read only under high stakes. */
  voterIds?: readonly string[];
};

/** The awards' round MVP, as protocol's results answer carries it. */
export type RoundMvp = NonNullable<Awards['roundMvp']>;

// What scoring builds is protocol's results answer (the output types are protocol's, so they
// cannot drift from what the API sends); the service adds the sessionId and the caller's
// revealSeen, index.ts the rest.
type WithoutKeys<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
export type ScoredSession = WithoutKeys<SessionResults, 'sessionId' | 'revealSeen'>;
export type ModeResults = WithoutKeys<ScoredSession, 'awards' | 'stats'>;

// Ballots as the API receives them (after parsing the request body), checked by validate-ballot.ts.
export type PointsChoice = { submissionId: string; points: number };
export type RankChoice = { submissionId: string; rank: number };
export type BadgeChoice<B extends string = string> = { submissionId: string; badge: B };

export type BallotInput = (
  | { mode: 'classic'; points: readonly PointsChoice[] }
  | { mode: 'ranked_choice'; ranks: readonly RankChoice[] }
  | { mode: 'grudge_match'; points: readonly PointsChoice[]; downvoteSubmissionId: string | null }
  | { mode: 'appreciation_station'; badges: readonly BadgeChoice[] }
) & {
  /** Comments on the ballot's videos, checked by ballot-comments.ts once the ballot is valid. */
  comments?: readonly BallotComment[];
};

/** A ballot that passed validation: zero-point lines dropped, badges known and de-duplicated. */
export type ValidBallot =
  | Exclude<BallotInput, { mode: 'appreciation_station' }>
  | { mode: 'appreciation_station'; badges: BadgeChoice<BadgeType>[] };

export type BallotContext = {
  voterId: string;
  /** Every submission of the session, the voter's own included. */
  submissions: ReadonlyArray<{ id: string; userId: string }>;
  /** The session's points rules (room settings); today's when left out. */
  rules?: PointRules;
};

/** Points a classic or grudge-match ballot hands out, and the most one video may get. */
export type PointRules = { pointsPerBallot: number; perVideoCap: number };

export type BallotCheck = { ok: true; ballot: ValidBallot } | { ok: false; message: string };
