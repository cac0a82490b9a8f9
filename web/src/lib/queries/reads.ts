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
};

const read = <R extends Route>(key: readonly unknown[], route: R, params?: Record<string, string>): Read<R> =>
  params ? { key, route, params } : { key, route };
const pagedRead = <R extends Route>(key: readonly unknown[], route: R, params?: Record<string, string>): Read<R> => ({
  ...read(key, route, params),
  paged: true,
});

export const reads = {
  user: () => read(queryKeys.user, routes.getCurrentUser),
  config: () => read(queryKeys.config, routes.getConfig),
  roomList: () => pagedRead(queryKeys.roomList, routes.listRooms),
  room: (id: string) => read(queryKeys.room(id), routes.getRoom, { id }),
  members: (id: string) => read(queryKeys.members(id), routes.listMembers, { id }),
  leaderboard: (id: string) => read(queryKeys.leaderboard(id), routes.getLeaderboard, { id }),
  badges: (roomId: string) => read(queryKeys.badges(roomId), routes.getBadgeConfig, { id: roomId }),
  tokens: (roomId: string) => read(queryKeys.tokens(roomId), routes.getTokenStatus, { id: roomId }),
  sessions: (roomId: string) => pagedRead(queryKeys.sessions(roomId), routes.listSessions, { id: roomId }),
  seasons: (roomId: string) => read(queryKeys.seasons(roomId), routes.listSeasons, { id: roomId }),
  standings: (roomId: string, seasonId: string) =>
    read(queryKeys.standings(roomId, seasonId), routes.getStandings, { id: seasonId }),
  recap: (roomId: string, seasonId: string) =>
    read(queryKeys.recap(roomId, seasonId), routes.getRecap, { id: seasonId }),
  suggestions: (roomId: string) => read(queryKeys.suggestions(roomId), routes.listSuggestions, { id: roomId }),
  session: (id: string) => read(queryKeys.session(id), routes.getSession, { id }),
  submissions: (id: string) => read(queryKeys.submissions(id), routes.listSubmissions, { id }),
  mySubmission: (id: string) => read(queryKeys.mySubmission(id), routes.getMySubmission, { id }),
  myVotes: (id: string) => read(queryKeys.myVotes(id), routes.listMyVotes, { id }),
  voteAllocation: (id: string) => read(queryKeys.voteAllocation(id), routes.getVoteAllocation, { id }),
  results: (id: string) => read(queryKeys.results(id), routes.getResults, { id }),
  watch: (id: string) => read(queryKeys.watch(id), routes.getWatch, { id }),
  threads: (id: string) => read(queryKeys.threads(id), routes.listThreads, { id }),
  watchChat: (id: string) => read(queryKeys.watchChat(id), routes.listWatchChat, { id }),
  roomStates: () => read(queryKeys.roomStates, routes.getRoomStates),
  profile: () => read(queryKeys.profile, routes.getProfile),
  notifications: () => read(queryKeys.notifications, routes.listNotifications),
  emailPreferences: () => read(queryKeys.emailPreferences, routes.getEmailPreferences),
  invitePreview: (code: string) => read(queryKeys.invitePreview(code), routes.getInvitePreview, { code }),
  pushPublicKey: () => read(queryKeys.pushPublicKey, routes.getPushPublicKey),
  calendarLink: (roomId: string) => read(queryKeys.calendarLink(roomId), routes.getCalendarLink, { id: roomId }),
};

/** The URL a read asks (a paged list's first page). */
export const readUrl = (r: Read): string => fillPath(r.route.path, r.params);
