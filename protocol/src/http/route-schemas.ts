import type { z } from 'zod';
import { AccountDataSchema } from './account.ts';
import { DevLoginBodySchema, UserSchema } from './auth.ts';
import { BadgeConfigSchema } from './badges.ts';
import { HealthSchema, IdParamsSchema } from './common.ts';
import {
  CommentParamsSchema,
  SessionThreadsSchema,
  ThreadCommentBodySchema,
  ThreadCommentSchema,
  WatchChatBodySchema,
  WatchChatListSchema,
  WatchChatMessageSchema,
} from './conversation.ts';
import {
  CalendarFeedQuerySchema,
  CalendarLinkSchema,
  EmailPreferencesSchema,
  NotificationListSchema,
  UnsubscribeQuerySchema,
  UpdateEmailPreferencesSchema,
} from './notifications.ts';
import { NudgeBodySchema, NudgeSchema } from './nudges.ts';
import { PAGE_SIZE, pageQuerySchema } from './pages.ts';
import { ProfileSchema, UpdateProfileBodySchema } from './profile.ts';
import {
  PushPublicKeySchema,
  PushSubscriptionBodySchema,
  PushSubscriptionSchema,
  PushUnsubscribeBodySchema,
} from './push.ts';
import { SessionResultsSchema } from './results.ts';
import { RoomStatesSchema } from './room-states.ts';
import {
  CreateRoomBodySchema,
  InviteCodeParamsSchema,
  InvitePreviewSchema,
  JoinRoomBodySchema,
  LeaderboardSchema,
  MemberListSchema,
  MemberParamsSchema,
  RoomListSchema,
  RoomSchema,
  RoomSettingsBodySchema,
  SetMemberRoleBodySchema,
  TokenStatusSchema,
  UpdateRoomBodySchema,
} from './rooms.ts';
import type * as routes from './routes.ts';
import {
  ExportSchema,
  RecapSchema,
  SeasonBodySchema,
  SeasonListSchema,
  SeasonSchema,
  StandingsSchema,
  SuggestionBodySchema,
  SuggestionListSchema,
  SuggestionSchema,
} from './seasons.ts';
import { AdvanceBodySchema, SessionBodySchema, SessionListSchema, SessionSchema } from './sessions.ts';
import {
  CreateSubmissionBodySchema,
  MySubmissionSchema,
  SubmissionListSchema,
  SubmissionParamsSchema,
  SubmissionSchema,
  UpdateSubmissionBodySchema,
} from './submissions.ts';
import {
  AppreciationVoteBodySchema,
  AppreciationVoteResponseSchema,
  ClassicVoteBodySchema,
  ClassicVoteParamsSchema,
  ClassicVoteResponseSchema,
  GrudgeVoteBodySchema,
  GrudgeVoteResponseSchema,
  RankedVoteBodySchema,
  RankedVoteResponseSchema,
  VoteAllocationSchema,
  VoteRecordListSchema,
} from './votes.ts';
import {
  PublicConfigSchema,
  WatchCommandSchema,
  WatchHostInputSchema,
  WatchReactionInputSchema,
  WatchViewSchema,
} from './watch.ts';

/** What a route reads and answers, beside its method and path in routes.ts. */
export type RouteSchemas = {
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The JSON answer; every answer is parsed with it, so a field it does not list never leaves. */
  readonly response?: z.ZodType;
  /** The success status: 200 unless said; 204 answers no body. */
  readonly status?: 201 | 204;
  /**
   * The 404 message when the path's parameters are malformed: a malformed id names nothing the
   * caller may see, so it answers as an unknown one does (docs/rules.md §2), never a 400.
   */
  readonly notFound?: string;
  /** The query carries the credential (a token): a malformed one answers the 404 too. */
  readonly queryIsCredential?: true;
};

const ROOM_NOT_FOUND = 'Room not found';
const SESSION_NOT_FOUND = 'Session not found';
const COMMENT_NOT_FOUND = 'Comment not found';
const room = { params: IdParamsSchema, notFound: ROOM_NOT_FOUND } as const;
const session = { params: IdParamsSchema, notFound: SESSION_NOT_FOUND } as const;
const season = { params: IdParamsSchema, notFound: 'Season not found' } as const;
const suggestion = { params: IdParamsSchema, notFound: 'Suggestion not found' } as const;
const member = { params: MemberParamsSchema, notFound: ROOM_NOT_FOUND } as const;
const unsubscribeLink = {
  query: UnsubscribeQuerySchema,
  notFound: 'This unsubscribe link is not valid',
  queryIsCredential: true,
} as const;

/** Each route's schemas, by its name in routes.ts (a route missing here is a compile error). */
export const ROUTE_SCHEMAS = {
  health: { response: HealthSchema },
  getConfig: { response: PublicConfigSchema },
  getCurrentUser: { response: UserSchema },
  login: {},
  loginCallback: {},
  devLoginScript: {},
  devLogin: { body: DevLoginBodySchema, response: UserSchema },
  logoutPage: {},
  logout: {},

  listRooms: { query: pageQuerySchema(PAGE_SIZE.rooms), response: RoomListSchema },
  createRoom: { body: CreateRoomBodySchema, response: RoomSchema, status: 201 },
  joinRoom: { body: JoinRoomBodySchema, response: RoomSchema },
  getInvitePreview: {
    params: InviteCodeParamsSchema,
    response: InvitePreviewSchema,
    notFound: 'No room has that invite code',
  },
  getRoom: { ...room, response: RoomSchema },
  updateRoom: { ...room, body: UpdateRoomBodySchema, response: RoomSchema },
  deleteRoom: { ...room, status: 204 },
  updateRoomSettings: { ...room, body: RoomSettingsBodySchema, response: RoomSchema },
  regenerateInviteCode: { ...room, response: RoomSchema },
  leaveRoom: { ...room, status: 204 },
  listMembers: { ...room, response: MemberListSchema },
  removeMember: { ...member, status: 204 },
  setMemberRole: { ...member, body: SetMemberRoleBodySchema, response: MemberListSchema },
  getTokenStatus: { ...room, response: TokenStatusSchema },
  getBadgeConfig: { ...room, response: BadgeConfigSchema },
  getLeaderboard: { ...room, response: LeaderboardSchema },
  getRoomStates: { response: RoomStatesSchema },

  listSeasons: { ...room, response: SeasonListSchema },
  startSeason: { ...room, body: SeasonBodySchema, response: SeasonSchema, status: 201 },
  updateSeason: { ...season, body: SeasonBodySchema, response: SeasonSchema },
  endSeason: { ...season, response: SeasonSchema },
  getStandings: { ...season, response: StandingsSchema },
  getRecap: { ...season, response: RecapSchema },
  listSuggestions: { ...room, response: SuggestionListSchema },
  createSuggestion: { ...room, body: SuggestionBodySchema, response: SuggestionSchema, status: 201 },
  upvoteSuggestion: { ...suggestion, response: SuggestionSchema },
  removeUpvote: { ...suggestion, response: SuggestionSchema },
  deleteSuggestion: { ...suggestion, status: 204 },
  useSuggestion: { ...suggestion, response: SessionSchema, status: 201 },
  // A file, not a JSON answer: the handler sends the CSV text itself.
  exportCsv: { ...room },
  exportJson: { ...room, response: ExportSchema },

  listSessions: { ...room, query: pageQuerySchema(PAGE_SIZE.sessions), response: SessionListSchema },
  createSession: { ...room, body: SessionBodySchema, response: SessionSchema, status: 201 },
  getSession: { ...session, response: SessionSchema },
  updateSession: { ...session, body: SessionBodySchema, response: SessionSchema },
  deleteSession: { ...session, status: 204 },
  advanceSession: { ...session, body: AdvanceBodySchema, response: SessionSchema },
  nudgeMember: { ...session, body: NudgeBodySchema, response: NudgeSchema, status: 201 },

  listSubmissions: { ...session, response: SubmissionListSchema },
  // `null` when the user has not submitted: "no submission yet" is an answer, not an error.
  getMySubmission: { ...session, response: MySubmissionSchema },
  createSubmission: { ...session, body: CreateSubmissionBodySchema, response: SubmissionSchema, status: 201 },
  updateSubmission: {
    params: SubmissionParamsSchema,
    notFound: 'Submission not found',
    body: UpdateSubmissionBodySchema,
    response: SubmissionSchema,
  },

  getVoteAllocation: { ...session, response: VoteAllocationSchema },
  listMyVotes: { ...session, response: VoteRecordListSchema },
  voteClassic: {
    params: ClassicVoteParamsSchema,
    notFound: SESSION_NOT_FOUND,
    body: ClassicVoteBodySchema,
    response: ClassicVoteResponseSchema,
  },
  voteRanked: { ...session, body: RankedVoteBodySchema, response: RankedVoteResponseSchema },
  voteGrudge: { ...session, body: GrudgeVoteBodySchema, response: GrudgeVoteResponseSchema },
  voteAppreciation: { ...session, body: AppreciationVoteBodySchema, response: AppreciationVoteResponseSchema },
  getResults: { ...session, response: SessionResultsSchema },

  getWatch: { ...session, response: WatchViewSchema },
  sendWatchCommand: { ...session, body: WatchCommandSchema, response: WatchViewSchema },
  passWatchHost: { ...session, body: WatchHostInputSchema, response: WatchViewSchema },
  sendWatchReaction: { ...session, body: WatchReactionInputSchema, status: 204 },

  markRevealSeen: { ...session, status: 204 },
  listThreads: { ...session, response: SessionThreadsSchema },
  addThreadComment: {
    params: IdParamsSchema,
    notFound: 'Submission not found',
    body: ThreadCommentBodySchema,
    response: ThreadCommentSchema,
    status: 201,
  },
  editThreadComment: {
    params: CommentParamsSchema,
    notFound: COMMENT_NOT_FOUND,
    body: ThreadCommentBodySchema,
    response: ThreadCommentSchema,
  },
  deleteThreadComment: { params: CommentParamsSchema, notFound: COMMENT_NOT_FOUND, status: 204 },
  listWatchChat: { ...session, response: WatchChatListSchema },
  sendWatchChat: { ...session, body: WatchChatBodySchema, response: WatchChatMessageSchema, status: 201 },

  listNotifications: { response: NotificationListSchema },
  markNotificationRead: { params: IdParamsSchema, notFound: 'Notification not found', status: 204 },
  markAllNotificationsRead: { status: 204 },
  getEmailPreferences: { response: EmailPreferencesSchema },
  putEmailPreferences: { body: UpdateEmailPreferencesSchema, response: EmailPreferencesSchema },
  unsubscribePage: unsubscribeLink,
  unsubscribe: unsubscribeLink,
  resetUnsubscribeLinks: { status: 204 },
  getCalendarLink: { ...room, response: CalendarLinkSchema },
  resetCalendarLink: { ...room, response: CalendarLinkSchema },
  calendarFeed: { ...room, query: CalendarFeedQuerySchema, queryIsCredential: true },

  // 201 for a new endpoint; the same endpoint again answers 200 with the same body.
  getPushPublicKey: { response: PushPublicKeySchema },
  subscribePush: { body: PushSubscriptionBodySchema, response: PushSubscriptionSchema, status: 201 },
  unsubscribePush: { body: PushUnsubscribeBodySchema, status: 204 },

  getProfile: { response: ProfileSchema },
  updateProfile: { body: UpdateProfileBodySchema, response: UserSchema },

  downloadAccountData: { response: AccountDataSchema },
  deleteAccount: { status: 204 },
} as const satisfies { readonly [K in RouteName]: RouteSchemas };

export type RouteName = keyof typeof routes;

type Input<S> = S extends z.ZodType ? z.input<S> : undefined;
type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The types of one call, for the web app's `api.call` (import type only: no zod at run time). */
export type RouteCall<K extends RouteName> = {
  route: (typeof routes)[K];
  params: Input<(typeof ROUTE_SCHEMAS)[K] extends { params: infer S } ? S : undefined>;
  query: Input<(typeof ROUTE_SCHEMAS)[K] extends { query: infer S } ? S : undefined>;
  body: Input<(typeof ROUTE_SCHEMAS)[K] extends { body: infer S } ? S : undefined>;
  answer: Output<(typeof ROUTE_SCHEMAS)[K] extends { response: infer S } ? S : undefined>;
};
export type RouteCalls = { [K in RouteName]: RouteCall<K> };
