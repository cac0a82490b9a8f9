import type { VotingMode } from '@clipclub/protocol';
import { othersCount, perSubmissionCap, rankedCount, voteAllocation } from './allocation.ts';
import { isBadgeType } from './appreciation-station.ts';
import type {
  BadgeChoice,
  BallotCheck,
  BallotContext,
  BallotInput,
  PointsChoice,
  RankChoice,
  ValidBallot,
} from './types.ts';

// Checks a ballot against docs/rules.md §5. Each refusal is a sentence a player can act on; the
// API answers it as a 400. Phase, duplicate-ballot and token checks need the database and stay
// in the votes service (409s).

const MODE_NAMES: Record<VotingMode, string> = {
  classic: 'Classic',
  ranked_choice: 'Ranked Choice',
  grudge_match: 'Grudge Match',
  appreciation_station: 'Appreciation Station',
};

const UNKNOWN_SUBMISSION = 'That submission is not part of this session';
const OWN_SUBMISSION = 'You cannot vote for your own submission';
const NOTHING_TO_VOTE_ON = 'There are no other submissions to vote on';

export function validateBallot(roomMode: VotingMode, ballot: BallotInput, context: BallotContext): BallotCheck {
  if (ballot.mode !== roomMode) return refuse(`This room uses ${MODE_NAMES[roomMode]} voting`);
  const others = othersCount(context.voterId, context.submissions);
  switch (ballot.mode) {
    case 'classic': {
      if (others === 0) return refuse(NOTHING_TO_VOTE_ON);
      const problem = checkPoints(
        ballot.points,
        0,
        voteAllocation('classic', others)!,
        perSubmissionCap('classic', others)!,
        context,
      );
      return problem ? refuse(problem) : accept({ mode: 'classic', points: ballot.points.filter((p) => p.points > 0) });
    }
    case 'grudge_match': {
      if (others === 0) return refuse(NOTHING_TO_VOTE_ON);
      // The vote screen clears an entry by setting it to 0, so a 0 means "not listed", not a refusal.
      const points = ballot.points.filter((p) => p.points !== 0);
      const problem =
        checkPoints(
          points,
          1,
          voteAllocation('grudge_match', others)!,
          perSubmissionCap('grudge_match', others)!,
          context,
        ) ?? checkDownvote(ballot.downvoteSubmissionId, context);
      return problem
        ? refuse(problem)
        : accept({ mode: 'grudge_match', points, downvoteSubmissionId: ballot.downvoteSubmissionId });
    }
    case 'ranked_choice': {
      if (others === 0) return refuse(NOTHING_TO_VOTE_ON);
      const problem = checkRanks(ballot.ranks, rankedCount(others), context);
      return problem ? refuse(problem) : accept({ mode: 'ranked_choice', ranks: ballot.ranks });
    }
    case 'appreciation_station':
      return checkBadges(ballot.badges, context);
  }
}

// Every submission a ballot names must be in the session and not the voter's own; when
// `duplicate` is given, naming one twice is refused with it.
function checkTargets(ids: readonly string[], context: BallotContext, duplicate?: string): string | null {
  const owners = new Map(context.submissions.map((s) => [s.id, s.userId]));
  const seen = new Set<string>();
  for (const id of ids) {
    const owner = owners.get(id);
    if (owner === undefined) return UNKNOWN_SUBMISSION;
    if (owner === context.voterId) return OWN_SUBMISSION;
    if (duplicate && seen.has(id)) return duplicate;
    seen.add(id);
  }
  return null;
}

function checkPoints(
  choices: readonly PointsChoice[],
  min: number,
  allocation: number,
  max: number,
  context: BallotContext,
) {
  const targets = checkTargets(
    choices.map((c) => c.submissionId),
    context,
    'You can give points to each submission only once',
  );
  if (targets) return targets;
  if (choices.some((c) => !Number.isInteger(c.points))) return 'Points must be whole numbers';
  if (choices.some((c) => c.points < min || c.points > max)) return `Points must be between ${min} and ${max}`;
  const total = choices.reduce((sum, c) => sum + c.points, 0);
  if (total !== allocation) return `You must distribute exactly ${allocation} points`;
  return null;
}

function checkDownvote(submissionId: string | null, context: BallotContext): string | null {
  if (submissionId === null) return null;
  const target = context.submissions.find((s) => s.id === submissionId);
  if (!target) return UNKNOWN_SUBMISSION;
  if (target.userId === context.voterId) return 'You cannot downvote your own submission';
  return null;
}

function checkRanks(choices: readonly RankChoice[], k: number, context: BallotContext) {
  const targets = checkTargets(
    choices.map((c) => c.submissionId),
    context,
    'You can rank each submission only once',
  );
  if (targets) return targets;
  if (choices.length !== k) return `You must rank exactly ${k} ${k === 1 ? 'submission' : 'submissions'}`;
  if (choices.some((c) => !Number.isInteger(c.rank) || c.rank < 1 || c.rank > k)) {
    return `Ranks must be whole numbers from 1 to ${k}`;
  }
  // K ranks, each within 1..K and all different, are exactly 1..K.
  if (new Set(choices.map((c) => c.rank)).size !== choices.length) return 'Each rank can be used only once';
  return null;
}

function checkBadges(choices: readonly BadgeChoice[], context: BallotContext) {
  const targets = checkTargets(
    choices.map((c) => c.submissionId),
    context,
  );
  if (targets) return refuse(targets);
  const unknown = choices.find((c) => !isBadgeType(c.badge));
  if (unknown) return refuse(`Unknown badge '${unknown.badge}'`);
  // The same badge twice on one submission counts once.
  const unique = new Map(choices.map((c) => [`${c.submissionId} ${c.badge}`, c]));
  const badges = [...unique.values()].flatMap((c) =>
    isBadgeType(c.badge) ? [{ submissionId: c.submissionId, badge: c.badge }] : [],
  );
  return accept({ mode: 'appreciation_station', badges });
}

const refuse = (message: string): BallotCheck => ({ ok: false, message });
const accept = (ballot: ValidBallot): BallotCheck => ({ ok: true, ballot });
