import { z } from 'zod';
import { isThursday } from '../constants.ts';
import { REMOVED_FROM_ROOM_CODE } from '../errors.ts';
import { isBlankName, trimName } from '../names.ts';
import { cleanText } from '../text.ts';
import {
  controlCharactersMessage,
  hasNoControlCharacters,
  IdSchema,
  LIMITS,
  nameField,
  RoomTypeSchema,
  VotingModeSchema,
} from './common.ts';

import { RoomRulesViewSchema } from './room-settings.ts';

export { INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH, isThursday } from '../constants.ts';
export * from './room-settings.ts';

const descriptionText = z
  .string({ message: 'Description must be text' })
  .overwrite(cleanText)
  .max(1000, { message: 'Description must be at most 1000 characters' });
// Blank means "no description", stored as null; so does one of invisible characters only
// (zero-width, U+3164…), which would show as an empty line.
const descriptionField = descriptionText.nullish().transform((v) => (isBlankName(v) ? null : trimName(v as string)));
// On an edit, a description left out keeps the stored one; only a blank one or null clears it.
const descriptionEdit = descriptionText
  .nullish()
  .transform((v) => (v === undefined ? undefined : isBlankName(v) ? null : trimName(v as string)));

export const CreateRoomBodySchema = z
  .object({
    name: nameField('Room name', LIMITS.roomName),
    description: descriptionField,
    type: RoomTypeSchema.default('automatic'),
    votingMode: VotingModeSchema.default('classic'),
    startDate: z.string({ message: 'Automatic rooms require a start date that is a Thursday' }).nullish(),
  })
  .superRefine((room, ctx) => {
    if (room.type === 'automatic' && !(room.startDate && isThursday(room.startDate))) {
      ctx.addIssue({
        code: 'custom',
        path: ['startDate'],
        message: 'Automatic rooms require a start date that is a Thursday',
      });
    }
  })
  .transform((room) => ({ ...room, startDate: room.type === 'automatic' ? (room.startDate ?? null) : null }));
export type CreateRoomBody = z.input<typeof CreateRoomBodySchema>;

export const UpdateRoomBodySchema = z.object({
  name: nameField('Name', LIMITS.roomName),
  description: descriptionEdit,
});
export type UpdateRoomBody = z.input<typeof UpdateRoomBodySchema>;

/** A member of a room named by the room's id and the member's user id. */
export const MemberParamsSchema = z.object({ id: IdSchema, userId: IdSchema });

/** Promote (true) or demote (false) a member; a room always keeps at least one admin. */
export const SetMemberRoleBodySchema = z.object({
  isAdmin: z.boolean({ message: 'isAdmin must be true or false' }),
});
export type SetMemberRoleBody = z.input<typeof SetMemberRoleBodySchema>;

export const MEMBERSHIP_MESSAGES = {
  lastAdminLeaving: 'You are the last admin: promote another member to admin before leaving',
  lastAdminDemoted: 'A room needs at least one admin: promote another member first',
  removeSelf: 'Use Leave Room to leave a room yourself',
  notAMember: 'That player is not a member of this room',
} as const;

export const JoinRoomBodySchema = z.object({
  inviteCode: z
    .string({ message: 'Invite code is required' })
    .trim()
    .min(1, { message: 'Invite code is required' })
    .max(32, { message: 'Invalid invite code' })
    .refine(hasNoControlCharacters, controlCharactersMessage('Invite code'))
    .transform((v) => v.toUpperCase()),
});
export type JoinRoomBody = z.input<typeof JoinRoomBodySchema>;

/** An invite link's code, in any case; a malformed one answers the preview's 404. */
export const InviteCodeParamsSchema = z.object({
  code: z
    .string()
    .max(32)
    .refine(hasNoControlCharacters)
    .transform((v) => v.toUpperCase()),
});

/**
 * What an invite link shows before sign-in (docs/rules.md §2): which room, who invited, how many
 * are in it. Nothing else of the room (no sessions, no member list) reaches someone not in it.
 */
export const InvitePreviewSchema = z.object({
  roomName: z.string(),
  /** The display name of who issued the current invite code; null when they are gone. */
  invitedBy: z.string().nullable(),
  memberCount: z.number().int(),
});
export type InvitePreview = z.infer<typeof InvitePreviewSchema>;

/** The 404 a member removed by an admin gets for that room and its sessions (only they get this code). */
export const REMOVED_FROM_ROOM = {
  code: REMOVED_FROM_ROOM_CODE,
  message: 'You were removed from this room',
} as const;

export const RoomSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  inviteCode: z.string(),
  type: RoomTypeSchema,
  votingMode: VotingModeSchema,
  startDate: z.string().nullable(),
  /** The rules sessions not yet started will follow. */
  settings: RoomRulesViewSchema,
  isAdmin: z.boolean(),
  memberCount: z.number().int(),
  sessionCount: z.number().int(),
  createdAt: z.string(),
});
export type Room = z.infer<typeof RoomSchema>;
export const RoomListSchema = z.array(RoomSchema);

export const MemberSchema = z.object({
  id: z.string(),
  userId: z.string(),
  userName: z.string(),
  userImage: z.string().nullable(),
  isAdmin: z.boolean(),
  totalPoints: z.number(),
});
export type Member = z.infer<typeof MemberSchema>;
export const MemberListSchema = z.array(MemberSchema);

export const TokenStatusSchema = z.object({
  userTokens: z.object({ tokenCount: z.number().int() }),
});
export type TokenStatus = z.infer<typeof TokenStatusSchema>;

export const LeaderboardEntrySchema = z.object({
  userId: z.string(),
  userName: z.string(),
  userImage: z.string().nullable(),
  totalPoints: z.number(),
  /** badges received in appreciation sessions in `results` (they give no points) */
  badgesReceived: z.number().int(),
});
export type LeaderboardEntry = z.infer<typeof LeaderboardEntrySchema>;
export const LeaderboardSchema = z.array(LeaderboardEntrySchema);
