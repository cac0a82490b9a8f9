// Constants and plain checks shared by both sides, free of zod so the web app's first load
// can use them without loading the schema library.

// The business constants of docs/rules.md §11, in one place for both sides.
export const LIMITS = {
  roomName: 100,
  displayName: 50,
  personName: 100,
  theme: 200,
  commentary: 500,
  /** a title the player types when YouTube's lookup finds none */
  videoTitle: 100,
  /** a voter's comment on one video of their ballot (docs/rules.md §5) */
  voteComment: 280,
  /** a comment in a video's thread once results are in (docs/rules.md, 'The reveal and the conversation') */
  threadComment: 500,
  /** how long a thread comment's author may still edit it */
  commentEditWindowMs: 10 * 60_000,
  /** a watch-party chat line */
  watchChat: 200,
  /** the watch-party chat history a screen reads */
  watchChatHistory: 200,
  pollIntervalMs: 3000,
  defaultVoteAllocation: 10,
  maxPointsPerSubmission: 5,
  downvotePenalty: 3,
  avatarStrip: 5,
  startingTokens: 1,
} as const;

export const INVITE_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const INVITE_CODE_LENGTH = 8;

/** Thursday check on a YYYY-MM-DD calendar date, independent of the time zone. */
export function isThursday(date: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDay() === 4;
}

/** The name a deleted account's finished submissions and ballots are credited to (results never change). */
export const FORMER_PLAYER = 'Former player';

/** The `code` of the 404 a member removed by an admin gets for that room (http/rooms.ts). */
export const REMOVED_FROM_ROOM_CODE = 'removed_from_room';
