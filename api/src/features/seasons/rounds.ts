import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { listBallotVoters } from '../../db/tables/ballots.ts';
import { userName } from '../../db/users.ts';
import { loadSessionVotes } from '../results/scoring-input.ts';
import { scoreSession } from '../scoring/index.ts';
import type { Player, Round } from './league.ts';
import * as q from './queries.ts';

/**
 * The season's played rounds as the league rules read them, scored by the same modules as the
 * results screen (so the two always agree): each video's points (appreciation: its badges) and
 * each ballot's gifts (points, rank points, positive grudge points, badges; a downvote gives nothing).
 */
export async function loadSeasonRounds(db: Kysely<DB>, seasonId: string): Promise<Round[]> {
  const played = await q.listPlayedSessions(db, seasonId);
  const ids = played.map((s) => s.id);
  const [votes, voters] = await Promise.all([loadSessionVotes(db, ids), listBallotVoters(db, ids)]);
  return played.map((session) => {
    const { submissions, votes: lines } = votes.get(session.id) ?? { submissions: [], votes: [] };
    const seqOf = new Map(submissions.map((s) => [s.id, s.seq]));
    const scored = scoreSession(session.voting_mode, {
      sessionId: session.id,
      submissions,
      votes: lines,
      memberCount: 0,
    });
    const gave = new Map<string, Record<string, number>>();
    const give = (voterId: string, submissionId: string, amount: number) => {
      if (amount <= 0) return;
      const ballot = gave.get(voterId) ?? {};
      ballot[submissionId] = (ballot[submissionId] ?? 0) + amount;
      gave.set(voterId, ballot);
    };
    let entries: Round['entries'];
    if (scored.votingMode === 'appreciation_station') {
      for (const e of scored.results) for (const g of e.badgeGivers) give(g.voterId, e.submissionId, g.badges.length);
      entries = scored.results.map((e) => ({
        submissionId: e.submissionId,
        userId: e.userId,
        seq: seqOf.get(e.submissionId) ?? 0,
        points: e.totalBadges,
      }));
    } else {
      for (const e of scored.results) {
        for (const b of e.voteBreakdown) if (b.type !== 'downvote') give(b.voterId, e.submissionId, b.points);
      }
      entries = scored.results.map((e) => ({
        submissionId: e.submissionId,
        userId: e.userId,
        seq: seqOf.get(e.submissionId) ?? 0,
        points: e.points,
      }));
    }
    const ballots = voters
      .filter((v) => v.session_id === session.id)
      .map((v) => ({ voterId: v.voter_id, gave: gave.get(v.voter_id) ?? {} }));
    return { sessionId: session.id, mode: session.voting_mode, highStakes: session.high_stakes, entries, ballots };
  });
}

/** Current members and anyone who played in the rounds (a member who left keeps their place). */
export async function loadPlayers(db: Kysely<DB>, roomId: string, rounds: readonly Round[]): Promise<Player[]> {
  const rows = await q.listPlayers(
    db,
    roomId,
    rounds.map((r) => r.sessionId),
  );
  return rows.map((r) => ({ userId: r.id, userName: userName(r), userImage: r.profile_image_url }));
}
