import type { Awards, VotingMode } from '@clipclub/protocol';
import { scoreAppreciation } from './appreciation-station.ts';
import { scoreClassic } from './classic.ts';
import { scoreGrudgeMatch } from './grudge-match.ts';
import { applyHighStakes } from './high-stakes.ts';
import { scoreRankedChoice } from './ranked-choice.ts';
import { sessionStats } from './session-stats.ts';
import type { ModeResults, ScoredSession, ScoringInput } from './types.ts';

/**
 * Scores a session in its room's voting mode: the results list, the awards (filled only in
 * appreciation, empty otherwise so the shape never changes) and the session stats.
 * Vote lines of a type the mode does not use are ignored.
 */
export function scoreSession(mode: VotingMode, input: ScoringInput): ScoredSession {
  const { sessionId, submissions, votes, memberCount } = input;
  let scored: ModeResults;
  let awards: Awards = { roundMvp: null, categoryChampions: {} };
  switch (mode) {
    case 'classic':
      scored = { votingMode: mode, results: scoreClassic(submissions, votes) };
      break;
    case 'ranked_choice':
      scored = { votingMode: mode, results: scoreRankedChoice(submissions, votes) };
      break;
    case 'grudge_match':
      scored = { votingMode: mode, results: scoreGrudgeMatch(submissions, votes) };
      break;
    case 'appreciation_station': {
      const appreciation = scoreAppreciation(sessionId, submissions, votes);
      scored = { votingMode: mode, results: appreciation.results };
      awards = appreciation.awards;
      break;
    }
  }
  if (input.highStakes) scored = applyHighStakes(scored, submissions, input.voterIds ?? []);
  return { ...scored, awards, stats: sessionStats(scored, memberCount) };
}
