import type { QueryKey } from '@tanstack/react-query';

/**
 * Every query key of the rooms and their sessions, in one factory, for the features' hooks,
 * their writes, the first-load prefetch and live updates alike. Two prefixes carry everything:
 *
 *   ['rooms']                            My Rooms (pages)              ['room-states']  My Rooms' cards
 *   ['room', roomId]                     the Room
 *   ['room', roomId, 'members' | 'leaderboard' | 'tokens' | 'badges' | 'suggestions']
 *   ['room', roomId, 'seasons' (, seasonId, 'standings' | 'recap')]
 *   ['room', roomId, 'sessions']         the room's sessions (pages, newest first; polled)
 *   ['session', sessionId]               the Session (polled)
 *   ['session', sessionId, 'submissions' (, 'mine') | 'votes' | 'vote-allocation' | 'results']
 *   ['session', sessionId, 'watch' (, 'reactions' | 'presence' | 'chat')]
 *   ['session', sessionId, 'threads']
 *   ['profile'] · ['notifications'] (, 'preferences') · ['calendar', roomId]: the player's own,
 *   outside both prefixes, so room and session updates leave them alone
 *   ['invite-preview', CODE] (a visitor's) · ['push', 'public-key' | 'device'] (this device's)
 *
 * So anything about a room starts with ['room', roomId] and anything about a session with
 * ['session', sessionId]; live updates rely on only that, so a new key that follows it is kept
 * live with no change there.
 */
export const queryKeys = {
  user: ['auth', 'user'] as const,
  roomList: ['rooms'] as const,
  roomStates: ['room-states'] as const,
  /** Prefixes of every room's and every session's queries. */
  anyRoom: ['room'] as const,
  anySession: ['session'] as const,
  room: (roomId: string) => ['room', roomId] as const,
  members: (roomId: string) => ['room', roomId, 'members'] as const,
  leaderboard: (roomId: string) => ['room', roomId, 'leaderboard'] as const,
  tokens: (roomId: string) => ['room', roomId, 'tokens'] as const,
  badges: (roomId: string) => ['room', roomId, 'badges'] as const,
  sessions: (roomId: string) => ['room', roomId, 'sessions'] as const,
  seasons: (roomId: string) => ['room', roomId, 'seasons'] as const,
  standings: (roomId: string, seasonId: string) => ['room', roomId, 'seasons', seasonId, 'standings'] as const,
  recap: (roomId: string, seasonId: string) => ['room', roomId, 'seasons', seasonId, 'recap'] as const,
  suggestions: (roomId: string) => ['room', roomId, 'suggestions'] as const,
  session: (sessionId: string) => ['session', sessionId] as const,
  submissions: (sessionId: string) => ['session', sessionId, 'submissions'] as const,
  mySubmission: (sessionId: string) => ['session', sessionId, 'submissions', 'mine'] as const,
  myVotes: (sessionId: string) => ['session', sessionId, 'votes'] as const,
  voteAllocation: (sessionId: string) => ['session', sessionId, 'vote-allocation'] as const,
  results: (sessionId: string) => ['session', sessionId, 'results'] as const,
  watch: (sessionId: string) => ['session', sessionId, 'watch'] as const,
  watchReactions: (sessionId: string) => ['session', sessionId, 'watch', 'reactions'] as const,
  watchPresence: (sessionId: string) => ['session', sessionId, 'watch', 'presence'] as const,
  watchChat: (sessionId: string) => ['session', sessionId, 'watch', 'chat'] as const,
  threads: (sessionId: string) => ['session', sessionId, 'threads'] as const,
  config: ['config'] as const,
  profile: ['profile'] as const,
  notifications: ['notifications'] as const,
  emailPreferences: ['notifications', 'preferences'] as const,
  calendarLink: (roomId: string) => ['calendar', roomId] as const,
  invitePreview: (code: string) => ['invite-preview', code.toUpperCase()] as const,
  pushPublicKey: ['push', 'public-key'] as const,
  pushDevice: ['push', 'device'] as const,
};

/** A reaction as the watch screen floats it (under queryKeys.watchReactions); `name` only in results. */
export type WatchReaction = { id: string; emoji: string; name?: string; at: number };

const startsWith = (key: QueryKey, prefix: readonly unknown[]) => prefix.every((part, i) => key[i] === part);

/** Queries under ['session', id] other than the Session itself (submissions, votes, results…). */
export function isUnderSession(sessionId: string, key: QueryKey): boolean {
  return key.length > 2 && startsWith(key, queryKeys.session(sessionId));
}

/** The room's per-member data (members, leaderboard, tokens…): ['room', id, x] except the sessions list. */
export function isRoomStanding(roomId: string, key: QueryKey): boolean {
  return key.length > 2 && startsWith(key, queryKeys.room(roomId)) && key[2] !== 'sessions';
}
