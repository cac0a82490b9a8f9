import type { VotingMode } from '@clipclub/protocol/http/common';

// docs/rules.md §10 (results screen): the points label of each mode, word for word.
const LABELS: Partial<Record<VotingMode, string>> = {
  classic: 'points',
  ranked_choice: 'rank points',
  grudge_match: 'net points',
};

export function pointsLabel(mode: VotingMode): string {
  return LABELS[mode] ?? 'points';
}
