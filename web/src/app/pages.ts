import type { Session } from '@clipclub/protocol/http/sessions';
import { type AnswerOf, type Read, reads } from '../lib/queries/reads.ts';

// Every page of the app (docs/rules.md §10's route table) and the data its first paint needs,
// declared once. The route table (app/router.tsx) takes its paths from here; index.html's
// inline script (app/page-start.ts) starts the page's reads and preloads its screen's chunk;
// the first-load prefetch (app/prefetch.ts) and the server's drawing (app/server-render.tsx)
// put the same reads into the cache through the screens' own query options (lib/queries).
// Import-light: the inline script bundles this file.

type Params = Readonly<Record<string, string>>;

export type Page = {
  /** The route's path, as react-router spells it. */
  readonly path: string;
  /** Drawn on the server for a signed-in player, with its data. */
  readonly drawn?: true;
  /** The reads the first paint waits on (the current user is always read too). */
  readonly data?: (params: Params, query: URLSearchParams) => Read[];
  /** Reads that need another read's answer (a session's room): started once it is in. */
  readonly after?: (
    params: Params,
    answerOf: <R extends Read['route']>(read: Read<R>) => AnswerOf<R> | undefined,
  ) => Read[];
};

// My Rooms, on '/' once signed in and on /dashboard: the cards are drawn with what each room's
// session means for the player, so the line a player looks for is on the first paint.
const myRooms = () => [reads.roomList(), reads.roomStates()];

export const pages = {
  home: { path: '/', drawn: true, data: myRooms },
  dashboard: { path: '/dashboard', drawn: true, data: myRooms },
  room: {
    path: '/room/:id',
    drawn: true,
    data: ({ id = '' }, query) => [
      reads.room(id),
      reads.sessions(id),
      reads.members(id),
      ...(query.get('tab') === 'leaderboard' ? [reads.leaderboard(id)] : []),
    ],
  },
  // A finished season's recap, reached from the Standings tab: its charts are drawn in the
  // browser once scrolled to (features/seasons), the rest on the server. The seasons list names it.
  'season-recap': {
    path: '/room/:id/seasons/:seasonId',
    drawn: true,
    data: ({ id = '', seasonId = '' }) => [reads.seasons(id), reads.recap(id, seasonId), reads.standings(id, seasonId)],
  },
  // The ballot: a vote link is followed while voting is open (if not, these answer an error
  // that the screen never reads: it asks again only once voting opens).
  vote: {
    path: '/vote/:sessionId',
    drawn: true,
    data: ({ sessionId = '' }) => [
      reads.session(sessionId),
      reads.submissions(sessionId),
      reads.voteAllocation(sessionId),
      reads.myVotes(sessionId),
    ],
  },
  // Likewise the results: read beside the session, used once it has reached results.
  results: {
    path: '/results/:sessionId',
    drawn: true,
    data: ({ sessionId = '' }) => [reads.session(sessionId), reads.results(sessionId), reads.threads(sessionId)],
    // The threads name their room's admins (who may remove a comment) from its members; the
    // link's preview tags name the room.
    after: ({ sessionId = '' }, answerOf) => {
      const session: Session | undefined = answerOf(reads.session(sessionId));
      return session ? [reads.members(session.roomId), reads.room(session.roomId)] : [];
    },
  },
  submit: {
    path: '/submit/:sessionId',
    drawn: true,
    data: ({ sessionId = '' }) => [reads.session(sessionId), reads.mySubmission(sessionId)],
  },
  watch: {
    path: '/session/:id/watch',
    drawn: true,
    data: ({ id = '' }) => [reads.session(id), reads.watch(id), reads.config(), reads.watchChat(id)],
    // Who holds the remote is named from the room's members.
    after: ({ id = '' }, answerOf) => {
      const session: Session | undefined = answerOf(reads.session(id));
      return session ? [reads.members(session.roomId)] : [];
    },
  },
  join: { path: '/join/:inviteCode' },
  profile: { path: '/profile', drawn: true, data: () => [reads.profile()] },
  // This device's push switch is not drawn: only the browser knows whether it can take push.
  settings: { path: '/settings', drawn: true, data: () => [reads.emailPreferences()] },
  // The installed app's share target (web/build/pwa.ts): ?url=&text=&title= from another app.
  share: { path: '/share' },
  'not-found': { path: '*' },
} as const satisfies Record<string, Page>;

/** A page's name: also its screen's file in app/routes/ (its chunk, for preloading and styles). */
export type PageName = keyof typeof pages;

export type PageMatch = {
  name: PageName;
  /** The path's parameters, decoded; undefined when the URL's escapes are malformed. */
  params: Params | undefined;
};

/** The page a path shows: the first whose path matches (react-router ranks these alike). */
export function matchPage(pathname: string): PageMatch {
  const parts = pathname.split('/').filter(Boolean);
  for (const [name, page] of Object.entries(pages) as [PageName, Page][]) {
    const pattern = page.path.split('/').filter(Boolean);
    if (page.path === '*') return { name, params: {} };
    if (pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    let malformed = false;
    const matches = pattern.every((segment, i) => {
      const part = parts[i] ?? '';
      if (!segment.startsWith(':')) return segment === part;
      try {
        params[segment.slice(1)] = decodeURIComponent(part);
      } catch {
        malformed = true; // its screen says what is wrong; nothing to read ahead
      }
      return true;
    });
    if (matches) return { name, params: malformed ? undefined : params };
  }
  return { name: 'not-found', params: {} };
}

/** The reads a page's first paint waits on: the current user, then the page's own. */
export function pageReads({ name, params }: PageMatch, search: string): Read[] {
  const page: Page = pages[name];
  const own = params && page.data ? page.data(params, new URLSearchParams(search)) : [];
  return [reads.user(), ...own];
}
