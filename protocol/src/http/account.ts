import { z } from 'zod';

export { FORMER_PLAYER } from '../constants.ts';

// A player's data (docs/rules.md "A player's data"): everything held about them as one JSON
// download, and deleting the account. Finished sessions keep what the player did in them, under
// the name below, so results never change.

export const ACCOUNT_MESSAGES = {
  soleAdmin: (room: string) =>
    `You are the only admin of ${room}: make another member an admin or delete the room before deleting your account`,
} as const;

export const ACCOUNT_DATA_FILE = 'clip-club-data.json';

const when = z.string();
const whenOrNull = z.string().nullable();

export const AccountDataSchema = z.object({
  exportedAt: when,
  profile: z.object({
    id: z.string(),
    email: z.string().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    displayName: z.string().nullable(),
    profileImageUrl: z.string().nullable(),
    timeZone: z.string().nullable(),
    createdAt: when,
  }),
  memberships: z.array(
    z.object({
      roomId: z.string(),
      roomName: z.string(),
      isAdmin: z.boolean(),
      downvoteTokens: z.number(),
      joinedAt: when,
    }),
  ),
  submissions: z.array(
    z.object({
      id: z.string(),
      roomId: z.string(),
      sessionId: z.string(),
      sessionTheme: z.string(),
      youtubeUrl: z.string(),
      title: z.string(),
      commentary: z.string().nullable(),
      createdAt: when,
    }),
  ),
  ballots: z.array(
    z.object({
      id: z.string(),
      roomId: z.string(),
      sessionId: z.string(),
      sessionTheme: z.string(),
      createdAt: when,
      votes: z.array(
        z.object({
          submissionId: z.string(),
          voteType: z.string(),
          rankPosition: z.number().nullable(),
          isDownvote: z.boolean(),
          points: z.number(),
        }),
      ),
      comments: z.array(z.object({ submissionId: z.string(), body: z.string(), createdAt: when })),
    }),
  ),
  notifications: z.array(
    z.object({
      id: z.string(),
      kind: z.string(),
      roomId: z.string().nullable(),
      sessionId: z.string().nullable(),
      payload: z.record(z.string(), z.unknown()),
      createdAt: when,
      readAt: whenOrNull,
    }),
  ),
  preferences: z.object({
    email: z.array(z.object({ kind: z.string(), email: z.boolean() })),
    calendarLinks: z.array(z.object({ roomId: z.string(), createdAt: when })),
    /** The devices push notifications go to (each a push service's address for one browser). */
    pushSubscriptions: z.array(z.object({ endpoint: z.string(), createdAt: when })),
  }),
  threadComments: z.array(
    z.object({
      sessionId: z.string(),
      submissionId: z.string(),
      body: z.string(),
      removed: z.boolean(),
      createdAt: when,
    }),
  ),
  chatMessages: z.array(z.object({ sessionId: z.string(), body: z.string(), createdAt: when })),
  themeSuggestions: z.array(
    z.object({ roomId: z.string(), theme: z.string(), sessionId: z.string().nullable(), createdAt: when }),
  ),
});
export type AccountData = z.infer<typeof AccountDataSchema>;
