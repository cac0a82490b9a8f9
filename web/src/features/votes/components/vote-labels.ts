import type { VotingMode } from '@clipclub/protocol/http/common';

// Status badge words and colours live in one shared place.
export { STATUS_COLORS, STATUS_LABELS } from '../../../lib/session-status.ts';

export const MODE_TITLES: Record<VotingMode, string> = {
  classic: 'Classic Voting',
  ranked_choice: 'Ranked Choice',
  grudge_match: 'Grudge Match',
  appreciation_station: 'Appreciation Station',
};

/** What to do, with this voter's own numbers (allocation: points, or how many to rank). */
export function modeInstructions(mode: VotingMode, allocation: number | null, cap: number | null = 5): string {
  switch (mode) {
    case 'classic':
      return `Distribute exactly ${allocation} points among your favourites, up to ${cap} per video. You can vote once.`;
    case 'ranked_choice':
      return `Rank your top ${allocation} ${allocation === 1 ? 'video' : 'videos'}: rank 1 earns the most points. You can change your ranking until voting ends.`;
    case 'grudge_match':
      return `Give exactly ${allocation} points, 1 to ${cap} per video (0 leaves one out). You may also spend a token to downvote one video for −3. You can change your points until voting ends.`;
    case 'appreciation_station':
      return 'Give badges to the videos you enjoyed: as many as you like, several per video, none required. No scores this round. You can vote once.';
  }
}
