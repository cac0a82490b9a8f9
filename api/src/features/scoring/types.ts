import type { BadgeType, VotingMode } from '@clipclub/protocol';

/** A voter's comment on one video of their ballot (ballot-comments.ts checks them). */
export type BallotComment = { submissionId: string; onDownvote: boolean; body: string };

// Shapes of the pure scoring rules (decisions.md §6). The API maps database rows into the inputs
// and sends the outputs; nothing here knows about SQL or HTTP.

export type PointsMode = Exclude<VotingMode, 'appreciation_station'>;

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

export type VoteType = 'points' | 'rank' | 'downvote' | 'badge';

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
};

export type VoteBreakdownItem = {
  voterId: string;
  voterName: string;
  voterImage: string | null;
  type: VoteType;
  /** Points this line earned the submission: rank points for ranks, −3 for a downvote. */
  points: number;
  rank: number | null;
  comment: string | null;
};

export type ResultEntry = {
  rank: number;
  submissionId: string;
  videoTitle: string;
  thumbnail: string;
  videoUrl: string;
  userId: string;
  userName: string;
  userImage: string | null;
  points: number;
  upvotes: number;
  downvotes: number;
  voteBreakdown: VoteBreakdownItem[];
  commentary: string | null;
};

export type AppreciationResult = {
  submissionId: string;
  videoTitle: string;
  thumbnail: string;
  videoUrl: string;
  userId: string;
  userName: string;
  userImage: string | null;
  badgeCounts: Record<BadgeType, number>;
  totalBadges: number;
  /** Who gave which badges, by voter name. */
  badgeGivers: BadgeGiver[];
  commentary: string | null;
};

export type BadgeGiver = {
  voterId: string;
  voterName: string;
  voterImage: string | null;
  badges: BadgeType[];
  comment: string | null;
};

export type RoundMvp = { userId: string; userName: string };
export type CategoryChampionKey = `${BadgeType}_champion`;
export type CategoryChampion = { userId: string; userName: string; badgeCount: number; submissionId: string };

/** Same shape in every mode so clients can always read it; only appreciation fills it. */
export type Awards = {
  roundMvp: RoundMvp | null;
  /** Only badges somebody gave have a champion. */
  categoryChampions: Partial<Record<CategoryChampionKey, CategoryChampion>>;
};

export type SessionStats = {
  totalSubmissions: number;
  totalPointsCast: number;
  /** submissions ÷ members at results, a ratio in [0, 1] (0.75 means 75%). */
  submissionRate: number;
};

export type ModeResults =
  | { votingMode: PointsMode; results: ResultEntry[] }
  | { votingMode: 'appreciation_station'; results: AppreciationResult[] };

export type ScoredSession = ModeResults & { awards: Awards; stats: SessionStats };

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
};

export type BallotCheck = { ok: true; ballot: ValidBallot } | { ok: false; message: string };
