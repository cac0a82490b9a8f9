import type { Session } from '@clipclub/protocol/http/sessions';
import type { SubmissionEntry } from '@clipclub/protocol/http/submissions';
import type { VoteRecord } from '@clipclub/protocol/http/votes';
import { vi } from 'vitest';
import { jsonResponse } from '../../../test/render.tsx';

// The vote screen's API as the tests answer it (vote-screen.test.tsx, long-ballot.test.tsx).

export const SESSION_ID = '00000000-0000-4000-8000-000000000001';
export const ROOM_ID = '00000000-0000-4000-8000-0000000000aa';

export const session = (over: Partial<Session> = {}): Session => ({
  id: SESSION_ID,
  roomId: ROOM_ID,
  sessionNumber: 2,
  theme: 'Songs that slap',
  description: null,
  hidden: false,
  seasonId: 'season-1',
  round: 1,
  suggestedBy: null,
  status: 'voting',
  submissionsDeadline: null,
  votingDeadline: null,
  playlistId: null,
  playlistUrl: null,
  memberCount: 4,
  submittedCount: 4,
  votedCount: 0,
  submitters: [],
  voters: [],
  createdAt: '2026-03-01T00:00:00Z',
  ...over,
});

export const entry = (id: string, isMine = false): SubmissionEntry =>
  isMine
    ? {
        visibility: 'full',
        id,
        sessionId: SESSION_ID,
        isMine: true,
        userId: 'me',
        userName: 'Me',
        userImage: null,
        youtubeUrl: `https://www.youtube.com/watch?v=${id}`,
        videoId: id,
        title: `Video ${id}`,
        titleSource: 'lookup',
        thumbnail: '',
        duration: null,
        commentary: null,
        createdAt: '2026-03-01T00:00:00Z',
        updatedAt: '2026-03-01T00:00:00Z',
      }
    : {
        visibility: 'anonymous',
        id,
        sessionId: SESSION_ID,
        isMine: false,
        youtubeUrl: `https://www.youtube.com/watch?v=${id}`,
        videoId: id,
        title: `Video ${id}`,
        thumbnail: '',
        duration: 185,
        commentary: null,
      };

type Setup = {
  session?: Session;
  mode?: 'classic' | 'ranked_choice' | 'grudge_match' | 'appreciation_station';
  allocation?: number | null;
  votes?: VoteRecord[];
  tokens?: number;
  entries?: SubmissionEntry[];
};

/** Answers the vote screen's reads and records its writes. */
export function mockApi({
  session: s = session(),
  mode = 'classic',
  allocation = 10,
  votes = [],
  tokens = 1,
  entries,
}: Setup) {
  const posts: { path: string; body: unknown }[] = [];
  const list = entries ?? [entry('mine', true), entry('a'), entry('b'), entry('c')];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = String(input);
    if (init?.method === 'POST') {
      posts.push({ path, body: JSON.parse(String(init.body)) });
      return jsonResponse({ downvoteUsed: false, tokensRemaining: tokens });
    }
    if (path.endsWith('/vote-allocation'))
      return jsonResponse({
        votingMode: mode,
        voteAllocation: allocation,
        perSubmissionCap: mode === 'classic' || mode === 'grudge_match' ? 5 : null,
      });
    if (path.endsWith('/votes')) return jsonResponse(votes);
    if (path.endsWith('/submissions')) return jsonResponse(list);
    if (path.endsWith('/tokens/status')) return jsonResponse({ userTokens: { tokenCount: tokens } });
    if (path.endsWith('/badges/config')) {
      return jsonResponse({
        availableBadges: [
          { type: 'fire', label: 'Fire', icon: '🔥', description: 'Pure energy' },
          { type: 'bop', label: 'Bop', icon: '🎵', description: 'Cannot stop moving' },
        ],
      });
    }
    if (path.endsWith(`/sessions/${SESSION_ID}`)) return jsonResponse(s);
    return jsonResponse({ message: 'Not found' }, { status: 404 });
  });
  return posts;
}
