import type { BallotComment, ValidBallot } from './types.ts';

// Comments on votes (docs/rules.md §5): a voter may comment on each video their ballot
// touches, with points above 0, a rank, at least one badge, or the downvote (whose comment is its
// own, `onDownvote`). The text itself (length, control characters, blank = none) is checked by the
// protocol schema before it gets here.

export type CommentsCheck = { ok: true; comments: BallotComment[] } | { ok: false; message: string };

const UNTOUCHED: Record<ValidBallot['mode'], string> = {
  classic: 'Give a video points to leave a comment on it',
  grudge_match: 'Give a video points to leave a comment on it',
  ranked_choice: 'Rank a video to leave a comment on it',
  appreciation_station: 'Give a video a badge to leave a comment on it',
};
const TWICE = 'You can leave one comment on each video';

/** The videos a validated ballot touches, apart from its downvote. */
export function touchedSubmissions(ballot: ValidBallot): Set<string> {
  switch (ballot.mode) {
    case 'classic':
    case 'grudge_match':
      return new Set(ballot.points.filter((p) => p.points > 0).map((p) => p.submissionId));
    case 'ranked_choice':
      return new Set(ballot.ranks.map((r) => r.submissionId));
    case 'appreciation_station':
      return new Set(ballot.badges.map((b) => b.submissionId));
  }
}

/** Checks the comments of a ballot that passed validateBallot; each refusal is a player's sentence. */
export function checkComments(ballot: ValidBallot, comments: readonly BallotComment[]): CommentsCheck {
  const touched = touchedSubmissions(ballot);
  const downvote = ballot.mode === 'grudge_match' ? ballot.downvoteSubmissionId : null;
  const seen = new Set<string>();
  for (const c of comments) {
    const allowed = c.onDownvote ? c.submissionId === downvote : touched.has(c.submissionId);
    if (!allowed) return { ok: false, message: UNTOUCHED[ballot.mode] };
    const key = `${c.submissionId} ${c.onDownvote}`;
    if (seen.has(key)) return { ok: false, message: TWICE };
    seen.add(key);
  }
  return { ok: true, comments: [...comments] };
}
