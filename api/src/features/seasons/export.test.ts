import { EXPORT_COLUMNS, type ExportRow, type Route, routes, type VotingMode } from '@clipclub/protocol';
import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../test/build-app.ts';
import { createRoomWithPlayers, type Player } from '../../test/factories.ts';
import { parseCsv } from '../../test/parse-csv.ts';
import { advance } from '../sessions/test-support.ts';
import { sessionWithSubmissions } from '../votes/test-fixtures.ts';

// The export's rows against the ballots that made them, in each of the four modes: one row per
// vote (a voter's badges for one video are one row), what each row says taken from the ballot
// as the voter cast it, and the CSV reading back the same rows with formula cells defused.
const t = useTestApp();

type Name = 'Ann' | 'Ben' | 'Cat' | 'Dan';
/** One line of a ballot as the voter cast it: to whose video, what, and the comment. */
type Line = { to: Name; points?: number; rank?: number; badges?: string[]; downvote?: true; comment?: string };
type Round = { mode: VotingMode; theme: string; ballots: Partial<Record<Name, Line[]>> };

const ROUNDS: Round[] = [
  {
    mode: 'classic',
    theme: '=SUM(A1:A9)',
    ballots: {
      Ann: [
        { to: 'Ben', points: 5 },
        { to: 'Cat', points: 4, comment: '=1+1' },
        { to: 'Dan', points: 1 },
      ],
      Ben: [
        { to: 'Ann', points: 5 },
        { to: 'Cat', points: 5 },
      ],
      Dan: [
        { to: 'Ann', points: 2 },
        { to: 'Ben', points: 3 },
        { to: 'Cat', points: 5, comment: '@Cat, yes' },
      ],
    },
  },
  {
    mode: 'ranked_choice',
    theme: 'Ranked',
    ballots: {
      Ann: [
        { to: 'Cat', rank: 1 },
        { to: 'Dan', rank: 2, comment: '+1 for this' },
      ],
      Ben: [
        { to: 'Ann', rank: 1 },
        { to: 'Cat', rank: 2 },
      ],
      Cat: [
        { to: 'Dan', rank: 1, comment: 'top, "easily"' },
        { to: 'Ann', rank: 2 },
      ],
    },
  },
  {
    mode: 'grudge_match',
    theme: 'Grudges',
    ballots: {
      Ann: [
        { to: 'Ben', points: 5 },
        { to: 'Cat', points: 5 },
        { to: 'Dan', downvote: true, comment: '-1 from me' },
      ],
      Ben: [
        { to: 'Ann', points: 5 },
        { to: 'Dan', points: 5 },
      ],
      Cat: [
        { to: 'Ann', points: 4 },
        { to: 'Ben', points: 3 },
        { to: 'Dan', points: 3 },
        { to: 'Ann', downvote: true },
      ],
    },
  },
  {
    mode: 'appreciation_station',
    theme: 'Badges',
    ballots: {
      Ann: [
        { to: 'Ben', badges: ['fire', 'bop'], comment: '=HYPERLINK("http://evil.test")' },
        { to: 'Cat', badges: ['feels'] },
      ],
      Ben: [{ to: 'Ann', badges: ['deep_cut'] }],
    },
  },
];

/** Each mode's vote route, with its params, and the body it takes for a ballot of these lines. */
function ballot(
  mode: VotingMode,
  lines: Line[],
  ids: Record<Name, string>,
  sessionId: string,
): { route: Route; params: Record<string, string>; payload: unknown } {
  const params = { id: sessionId };
  const comment = (l: Line) => (l.comment ? { comment: l.comment } : {});
  if (mode === 'classic')
    return {
      route: routes.voteClassic,
      params: { sessionId },
      payload: { votes: lines.map((l) => ({ submissionId: ids[l.to], points: l.points, ...comment(l) })) },
    };
  if (mode === 'ranked_choice')
    return {
      route: routes.voteRanked,
      params,
      payload: {
        ranked_submissions: lines.map((l) => ({ submission_id: ids[l.to], rank: l.rank, ...comment(l) })),
      },
    };
  if (mode === 'grudge_match') {
    const down = lines.find((l) => l.downvote);
    return {
      route: routes.voteGrudge,
      params,
      payload: {
        point_allocations: lines
          .filter((l) => !l.downvote)
          .map((l) => ({ submissionId: ids[l.to], points: l.points, ...comment(l) })),
        ...(down ? { downvote: { submissionId: ids[down.to], useToken: true, ...comment(down) } } : {}),
      },
    };
  }
  return {
    route: routes.voteAppreciation,
    params,
    payload: { badge_allocations: lines.map((l) => ({ submissionId: ids[l.to], badges: l.badges, ...comment(l) })) },
  };
}

/** The row the export must hold for one ballot line (badges compared as a set). */
const expectedRow = (round: number, r: Round, voter: Name, l: Line, video: { url: string; title: string }) => ({
  season: 'Season 1',
  round,
  theme: r.theme,
  mode: r.mode,
  videoUrl: video.url,
  title: video.title,
  submitter: l.to,
  voter,
  points: l.points ?? null,
  rank: l.rank ?? null,
  badges: l.badges ? [...l.badges].sort().join(' ') : null,
  downvote: l.downvote ?? false,
  comment: l.comment ?? null,
});
const comparable = (row: ExportRow) => ({ ...row, badges: row.badges?.split(' ').sort().join(' ') ?? null });
const byKey = (a: object, b: object) => JSON.stringify(a).localeCompare(JSON.stringify(b));

describe('export', () => {
  it('holds one row per vote of each mode, as the ballots cast them; the CSV reads back the same, defused', async () => {
    const { roomId, players } = await createRoomWithPlayers(t.app, 'classic', ['Ann', 'Ben', 'Cat', 'Dan']);
    const who = players as Record<Name, Player>;
    const expected: ReturnType<typeof expectedRow>[] = [];
    for (const [i, round] of ROUNDS.entries()) {
      const { sessionId, submissions } = await sessionWithSubmissions(t.db, roomId, [
        who.Ann,
        who.Ben,
        who.Cat,
        who.Dan,
      ]);
      const ids = submissions as Record<Name, string>;
      // A video title a spreadsheet would run, in the first round.
      if (i === 0)
        await t.db.updateTable('submissions').set({ title: '-Dan live' }).where('id', '=', ids.Dan).execute();
      await t.db
        .updateTable('sessions')
        .set({ voting_mode: round.mode, theme: round.theme })
        .where('id', '=', sessionId)
        .execute();
      const videos = await t.db
        .selectFrom('submissions')
        .select(['user_id', 'youtube_url', 'title'])
        .where('session_id', '=', sessionId)
        .execute();
      const videoOf = (name: Name) => {
        const v = videos.find((s) => s.user_id === who[name].userId)!;
        return { url: v.youtube_url, title: v.title };
      };
      for (const [voter, lines] of Object.entries(round.ballots) as [Name, Line[]][]) {
        const { route, params, payload } = ballot(round.mode, lines, ids, sessionId);
        // The route varies with the mode, so its input is typed as any route's.
        const res = await call(t.app, route, { params, as: who[voter], payload } as never);
        expect(res.statusCode, `${round.mode} ballot of ${voter}: ${res.body}`).toBe(200);
        for (const l of lines) expected.push(expectedRow(i + 1, round, voter, l, videoOf(l.to)));
      }
      expect((await advance(t.app, who.Ann.cookie, sessionId, 'endVoting')).statusCode).toBe(200);
    }
    // A round still in voting is not history yet.
    const { sessionId: open, submissions: openIds } = await sessionWithSubmissions(t.db, roomId, [who.Ann, who.Ben]);
    await call(t.app, routes.voteClassic, {
      params: { sessionId: open },
      as: who.Cat,
      body: {
        votes: [
          { submissionId: openIds.Ann!, points: 5 },
          { submissionId: openIds.Ben!, points: 5 },
        ],
      },
    });

    const json = await call(t.app, routes.exportJson, { params: { id: roomId }, as: who.Dan });
    expect(json.statusCode).toBe(200);
    const rows = json.json().rows as ExportRow[];
    expect(rows.map(comparable).sort(byKey)).toEqual([...expected].sort(byKey));
    // Rounds in order: classic's rows first, appreciation's last.
    expect(rows.map((r) => r.round)).toEqual([...rows.map((r) => r.round)].sort());
    expect(rows).toHaveLength(8 + 6 + 9 + 3);

    // The CSV: the same rows, cell by cell, with every cell a spreadsheet would run prefixed by a quote.
    const csv = await call(t.app, routes.exportCsv, { params: { id: roomId }, as: who.Ben });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const [header, ...records] = parseCsv(csv.body);
    expect(header).toEqual([...EXPORT_COLUMNS]);
    const defused = (value: string | number | boolean | null) => {
      if (value === null) return '';
      const text = String(value);
      return typeof value === 'string' && /^[=+\-@]/.test(text) ? `'${text}` : text;
    };
    expect(records).toEqual(rows.map((row) => EXPORT_COLUMNS.map((c) => defused(row[c]))));
    for (const cell of records.flat()) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    const cells = records.flat();
    for (const hostile of ['=SUM(A1:A9)', '=1+1', '@Cat, yes', '+1 for this', '-1 from me', '-Dan live']) {
      expect(cells).toContain(`'${hostile}`);
    }
    expect(cells).toContain(`'=HYPERLINK("http://evil.test")`);
    expect(csv.body).toContain('"top, ""easily"""');
  });
});
