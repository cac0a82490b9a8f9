import type { RoomType, VotingMode } from '@clipclub/protocol/http/common';
import type { Weekday } from '@clipclub/protocol/http/rooms';
import type { ThemeVisibility } from '@clipclub/protocol/http/seasons';
import type { UseFormReturnType } from '@mantine/form';

/** The Edit Room form's values: the room's text and, for an admin, its settings. */
export type EditRoomValues = {
  name: string;
  description: string;
  votingMode: VotingMode;
  type: RoomType;
  submissionDay: Weekday;
  submissionTime: string;
  votingDay: Weekday;
  votingTime: string;
  timeZone: string;
  // NumberInput answers '' while the field is empty; the protocol schema says what is wrong.
  pointsPerBallot: number | string;
  perVideoCap: number | string;
  downvoteTokens: number | string;
  // Seasons (docs/rules.md §12).
  highStakes: boolean;
  closeEarly: boolean;
  themeVisibility: ThemeVisibility;
};
export type EditRoomForm = UseFormReturnType<EditRoomValues>;
