import { fillPath, type Route, type RouteAnswer } from '@clipclub/protocol/http/route';
import * as routes from '@clipclub/protocol/http/routes';
import { queryKeys } from './keys.ts';

// Every API read a screen makes, once: its cache key (./keys.ts) and the protocol route it asks.
// The screens' query options (./read-query.ts), a page's first-load data (app/pages.ts), the
// requests index.html starts (app/page-start.ts) and the server's drawing all come from these,
// so a page's reads and its screens' queries cannot drift apart. Import-light on purpose: the
// build inlines what app/page-start.ts uses into index.html (route constants are plain objects).

/** The answer a GET route gives, from protocol's route table. */
export type AnswerOf<R extends Route> = RouteAnswer<R>;

export type Read<R extends Route = Route> = {
  readonly key: readonly unknown[];
  readonly route: R;
  readonly params?: Readonly<Record<string, string>>;
  /** A paged list (useInfiniteQuery): the first page is what a page's first paint reads. */
  readonly paged?: true;
  /** Whether the service worker keeps its answer so the screen opens offline as last seen. */
  readonly offline: Offline;
};

/**
 * Each read says whether its answer is kept for offline use (web/src/sw/kept-reads.ts): 'kept'
 * for what a player reopens offline, 'online-only' for what needs a connection anyway or is not
 * a signed-in player's (their caches are per player).
 */
export type Offline = 'kept' | 'online-only';

const read = <R extends Route>(
  offline: Offline,
  key: readonly unknown[],
  route: R,
  params?: Record<string, string>,
): Read<R> => (params ? { key, route, params, offline } : { key, route, offline });
const pagedRead = <R extends Route>(
  offline: Offline,
  key: readonly unknown[],
  route: R,
  params?: Record<string, string>,
): Read<R> => ({ ...read(offline, key, route, params), paged: true });

export const reads = {
  user: () => read('kept', queryKeys.user, routes.getCurrentUser),
  config: () => read('kept', queryKeys.config, routes.getConfig),
  roomList: () => pagedRead('kept', queryKeys.roomList, routes.listRooms),
  room: (id: string) => read('kept', queryKeys.room(id), routes.getRoom, { id }),
  members: (id: string) => read('kept', queryKeys.members(id), routes.listMembers, { id }),
  leaderboard: (id: string) => read('kept', queryKeys.leaderboard(id), routes.getLeaderboard, { id }),
  badges: (roomId: string) => read('kept', queryKeys.badges(roomId), routes.getBadgeConfig, { id: roomId }),
  tokens: (roomId: string) => read('kept', queryKeys.tokens(roomId), routes.getTokenStatus, { id: roomId }),
  sessions: (roomId: string) => pagedRead('kept', queryKeys.sessions(roomId), routes.listSessions, { id: roomId }),
  seasons: (roomId: string) => read('kept', queryKeys.seasons(roomId), routes.listSeasons, { id: roomId }),
  standings: (roomId: string, seasonId: string) =>
    read('kept', queryKeys.standings(roomId, seasonId), routes.getStandings, { id: seasonId }),
  recap: (roomId: string, seasonId: string) =>
    read('kept', queryKeys.recap(roomId, seasonId), routes.getRecap, { id: seasonId }),
  suggestions: (roomId: string) => read('kept', queryKeys.suggestions(roomId), routes.listSuggestions, { id: roomId }),
  session: (id: string) => read('kept', queryKeys.session(id), routes.getSession, { id }),
  submissions: (id: string) => read('kept', queryKeys.submissions(id), routes.listSubmissions, { id }),
  mySubmission: (id: string) => read('kept', queryKeys.mySubmission(id), routes.getMySubmission, { id }),
  myVotes: (id: string) => read('kept', queryKeys.myVotes(id), routes.listMyVotes, { id }),
  voteAllocation: (id: string) => read('kept', queryKeys.voteAllocation(id), routes.getVoteAllocation, { id }),
  results: (id: string) => read('kept', queryKeys.results(id), routes.getResults, { id }),
  watch: (id: string) => read('kept', queryKeys.watch(id), routes.getWatch, { id }),
  threads: (id: string) => read('kept', queryKeys.threads(id), routes.listThreads, { id }),
  watchChat: (id: string) => read('kept', queryKeys.watchChat(id), routes.listWatchChat, { id }),
  roomStates: () => read('kept', queryKeys.roomStates, routes.getRoomStates),
  profile: () => read('kept', queryKeys.profile, routes.getProfile),
  notifications: () => read('kept', queryKeys.notifications, routes.listNotifications),
  emailPreferences: () => read('kept', queryKeys.emailPreferences, routes.getEmailPreferences),
  // For someone not signed in yet: no player's cache to keep it in.
  invitePreview: (code: string) =>
    read('online-only', queryKeys.invitePreview(code), routes.getInvitePreview, { code }),
  // Turning push on needs a connection anyway.
  pushPublicKey: () => read('online-only', queryKeys.pushPublicKey, routes.getPushPublicKey),
  calendarLink: (roomId: string) =>
    read('kept', queryKeys.calendarLink(roomId), routes.getCalendarLink, { id: roomId }),
};

/** The URL a read asks (a paged list's first page). */
export const readUrl = (r: Read): string => fillPath(r.route.path, r.params);
