import type { SessionStatus } from '@clipclub/protocol/http/common';

// The status badge's words (docs/rules.md §10) and colours, shared by every screen that shows one.
export const STATUS_LABELS: Record<SessionStatus, string> = {
  upcoming: 'Upcoming',
  submissions: 'Submissions Open',
  voting: 'Voting Open',
  results: 'Results Available',
};

export const STATUS_COLORS: Record<SessionStatus, string> = {
  upcoming: 'gray',
  submissions: 'blue',
  voting: 'violet',
  results: 'teal',
};
