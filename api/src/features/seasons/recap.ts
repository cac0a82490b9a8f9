import type { Recap, Standing } from '@clipclub/protocol';
import { type Round, scoreRound, stakedEntries, standings } from './league.ts';

// The recap of a finished season (docs/rules.md §12 "Recap details"): pure and
// deterministic, the same rounds always give the same recap.

const round4 = (x: number) => Math.round(x * 1e4) / 1e4;
const round3 = (x: number) => Math.round(x * 1e3) / 1e3;

/** A ballot's share to each video: what it gave that video ÷ what it gave in all (empty: gave nothing). */
export function ballotShares(gave: Readonly<Record<string, number>>): Map<string, number> {
  const positive = Object.entries(gave).filter(([, v]) => v > 0);
  const total = positive.reduce((sum, [, v]) => sum + v, 0);
  return new Map(total > 0 ? positive.map(([id, v]) => [id, v / total]) : []);
}

/** Pearson correlation, or null when either vector is constant (or too short). */
export function pearson(xs: readonly number[], ys: readonly number[]): number | null {
  const n = xs.length;
  if (n < 2 || ys.length !== n) return null;
  const mx = xs.reduce((a, b) => a + b, 0) / n;
  const my = ys.reduce((a, b) => a + b, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = xs[i]! - mx;
    const dy = ys[i]! - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  if (sxx < 1e-12 || syy < 1e-12) return null;
  return sxy / Math.sqrt(sxx * syy);
}

const MIN_COMMON_VIDEOS = 3;

type Names = ReadonlyMap<string, string>;
const nameOf = (names: Names, id: string) => names.get(id) ?? '';
const byName = (names: Names) => (a: string, b: string) =>
  nameOf(names, a).localeCompare(nameOf(names, b)) || a.localeCompare(b);

export function buildRecap(rounds: readonly Round[], finalStandings: readonly Standing[], names: Names): Recap {
  const submitterOf = new Map<string, string>();
  for (const r of rounds) for (const e of r.entries) submitterOf.set(e.submissionId, e.userId);
  // Per voter and round: the shares of their ballot.
  const shares = new Map<string, Map<string, Map<string, number>>>();
  for (const r of rounds) {
    for (const b of r.ballots) {
      const perRound = shares.get(b.voterId) ?? new Map();
      perRound.set(r.sessionId, ballotShares(b.gave));
      shares.set(b.voterId, perRound);
    }
  }
  return {
    podium: finalStandings.slice(0, 3),
    fans: biggestFans(rounds, finalStandings, submitterOf, names),
    compatiblePair: mostCompatible(rounds, shares, names),
    contrarian: contrarian(rounds, shares, names),
    videoOfSeason: videoOfSeason(rounds),
    rounds: cumulative(rounds, finalStandings),
    gave: whoGaveWhom(rounds, submitterOf),
  };
}

/** Per player, the voter whose ballots gave their videos the largest summed share. */
function biggestFans(
  rounds: readonly Round[],
  players: readonly Standing[],
  submitterOf: Map<string, string>,
  names: Names,
) {
  // target → voter → { share, ballots giving anything }
  const sums = new Map<string, Map<string, { share: number; ballots: number }>>();
  for (const r of rounds) {
    for (const b of r.ballots) {
      const perTarget = new Map<string, number>();
      for (const [submissionId, share] of ballotShares(b.gave)) {
        const target = submitterOf.get(submissionId);
        if (!target || target === b.voterId) continue;
        perTarget.set(target, (perTarget.get(target) ?? 0) + share);
      }
      for (const [target, share] of perTarget) {
        const byVoter = sums.get(target) ?? new Map();
        const s = byVoter.get(b.voterId) ?? { share: 0, ballots: 0 };
        byVoter.set(b.voterId, { share: s.share + share, ballots: s.ballots + 1 });
        sums.set(target, byVoter);
      }
    }
  }
  const fans: Recap['fans'] = [];
  for (const player of players) {
    const candidates = [...(sums.get(player.userId) ?? new Map()).entries()].map(([voterId, s]) => ({
      voterId,
      share: round4(s.share),
      ballots: s.ballots,
    }));
    candidates.sort((a, b) => b.share - a.share || b.ballots - a.ballots || byName(names)(a.voterId, b.voterId));
    const best = candidates[0];
    if (best && best.share > 0) fans.push({ userId: player.userId, fanUserId: best.voterId, share: best.share });
  }
  return fans;
}

function mostCompatible(rounds: readonly Round[], shares: Map<string, Map<string, Map<string, number>>>, names: Names) {
  const voters = [...shares.keys()].sort(byName(names));
  let best: Recap['compatiblePair'] = null;
  for (let i = 0; i < voters.length; i++) {
    for (let j = i + 1; j < voters.length; j++) {
      const a = voters[i]!;
      const b = voters[j]!;
      const xs: number[] = [];
      const ys: number[] = [];
      for (const r of rounds) {
        const sa = shares.get(a)?.get(r.sessionId);
        const sb = shares.get(b)?.get(r.sessionId);
        if (!sa || !sb) continue;
        for (const e of r.entries) {
          if (e.userId === a || e.userId === b) continue;
          xs.push(sa.get(e.submissionId) ?? 0);
          ys.push(sb.get(e.submissionId) ?? 0);
        }
      }
      if (xs.length < MIN_COMMON_VIDEOS) continue;
      const r = pearson(xs, ys);
      if (r === null) continue;
      const correlation = round3(r);
      // Pairs are visited in name order, so the first of equal correlations wins the tie by names.
      if (!best || correlation > best.correlation) best = { userIds: [a, b], correlation };
    }
  }
  return best;
}

function contrarian(rounds: readonly Round[], shares: Map<string, Map<string, Map<string, number>>>, names: Names) {
  const leagueOf = new Map<string, number>();
  for (const r of rounds) for (const s of scoreRound(r)) leagueOf.set(s.submissionId, s.leaguePoints);
  let best: Recap['contrarian'] = null;
  for (const voter of [...shares.keys()].sort(byName(names))) {
    const xs: number[] = [];
    const ys: number[] = [];
    for (const r of rounds) {
      const s = shares.get(voter)?.get(r.sessionId);
      if (!s) continue;
      for (const e of r.entries) {
        if (e.userId === voter) continue;
        xs.push(s.get(e.submissionId) ?? 0);
        ys.push(leagueOf.get(e.submissionId) ?? 0);
      }
    }
    if (xs.length < MIN_COMMON_VIDEOS) continue;
    const r = pearson(xs, ys);
    if (r === null) continue;
    const correlation = round3(r);
    if (!best || correlation < best.correlation) best = { userId: voter, correlation };
  }
  return best;
}

/** The video with the largest share of all that was given in its round (high stakes: a non-voter's is 0). */
function videoOfSeason(rounds: readonly Round[]): Recap['videoOfSeason'] {
  let best: Recap['videoOfSeason'] = null;
  for (const r of rounds) {
    const received = new Map<string, number>();
    let total = 0;
    for (const b of r.ballots) {
      for (const [id, v] of Object.entries(b.gave)) {
        if (v <= 0) continue;
        received.set(id, (received.get(id) ?? 0) + v);
        total += v;
      }
    }
    if (total === 0) continue;
    const staked = new Map(stakedEntries(r).map((e) => [e.submissionId, e]));
    const voted = new Set(r.ballots.map((b) => b.voterId));
    const entries = [...r.entries].sort((a, b) => a.seq - b.seq);
    for (const e of entries) {
      const zeroed = r.highStakes && !voted.has(e.userId) && staked.get(e.submissionId)?.points === 0;
      const share = round4(zeroed ? 0 : (received.get(e.submissionId) ?? 0) / total);
      // Rounds and entries are visited in order, so a tie keeps the earlier one.
      if (share > 0 && (!best || share > best.share)) {
        best = { submissionId: e.submissionId, sessionId: r.sessionId, userId: e.userId, share };
      }
    }
  }
  return best;
}

/** League points after each round, for every player of the final standings, in their order. */
function cumulative(rounds: readonly Round[], players: readonly Standing[]): Recap['rounds'] {
  return rounds.map((r, i) => {
    const after = standings(rounds.slice(0, i + 1), players);
    const points = new Map(after.map((s) => [s.userId, s.leaguePoints]));
    return {
      sessionId: r.sessionId,
      standings: players.map((p) => ({ userId: p.userId, leaguePoints: points.get(p.userId) ?? 0 })),
    };
  });
}

/** Summed shares from each voter to each submitter (a voter's own videos excluded: nobody votes for them). */
function whoGaveWhom(rounds: readonly Round[], submitterOf: Map<string, string>): Recap['gave'] {
  const sums = new Map<string, number>();
  for (const r of rounds) {
    for (const b of r.ballots) {
      for (const [id, share] of ballotShares(b.gave)) {
        const to = submitterOf.get(id);
        if (!to || to === b.voterId) continue;
        const key = `${b.voterId} ${to}`;
        sums.set(key, (sums.get(key) ?? 0) + share);
      }
    }
  }
  return [...sums.entries()]
    .map(([key, share]) => {
      const [fromUserId, toUserId] = key.split(' ') as [string, string];
      return { fromUserId, toUserId, share: round4(share) };
    })
    .sort((a, b) => a.fromUserId.localeCompare(b.fromUserId) || a.toUserId.localeCompare(b.toUserId));
}
