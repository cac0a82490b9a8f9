import { randomUUID } from 'node:crypto';
import { schemaOf, type Route as TableRoute, routes as table } from '@clipclub/protocol';
import { fillPath, type RouteMethod } from '@clipclub/protocol/http/route';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { advance, createSession } from '../features/sessions/test-support.ts';
import type { RouteName } from '../lib/routes.ts';
import { call, TEST_ORIGIN, useTestApp } from '../test/build-app.ts';
import { createRoomWithAdmin, signInAndJoin } from '../test/factories.ts';

// The standing input sweep: every route that takes a body, a path id or a query gets wrong
// types, oversize text, NUL, invisible-only names and non-object bodies. Each answer is a 4xx
// naming the field (400 for a body or query, 404 for a path id that names nothing), never a 500,
// and the database is exactly as it was. Prose a player writes (names, descriptions, comments)
// loses control characters instead of being refused: hostile-text.test.ts reads it back.
// Every route of protocol's route table that takes input is swept, from its entry: each path
// parameter gets malformed ids and each query field malformed values by themselves; a route
// that takes a body fails the last check until it is given a valid body here.
// The write budget is lifted: the sweep sends hundreds of writes from one user.
const t = useTestApp({ env: { RATE_LIMIT_WRITES_PER_MINUTE: '100000' } });

type Kind = 'text' | 'prose' | 'name' | 'id' | 'number' | 'boolean' | 'list' | 'enum';
type Sweep = {
  name: RouteName;
  params?: Record<string, string>;
  /** A valid body; each field is then sent wrong, one at a time. */
  body: Record<string, unknown>;
  fields: Record<string, Kind>;
};
type Route = Sweep & { method: RouteMethod; url: string };
const withPath = (sweep: Sweep): Route => ({
  ...sweep,
  method: table[sweep.name].method,
  url: fillPath(table[sweep.name].path, sweep.params),
});
const entries = Object.entries(table) as [RouteName, TableRoute][];
// Raw, not escaped: a `%00` in the path must reach the server as the NUL it encodes.
const rawPath = (path: string, value: string) => path.replace(/:\w+/g, value);

const NUL = 'a\u0000b';
const INVISIBLE = '\u200B\u3164\u2800';
const HUGE = 'x'.repeat(20_000);

function variants(kind: Kind, valid: unknown): unknown[] {
  const wrongTypes = [12345, true, { nested: 'object' }, ['list']];
  switch (kind) {
    case 'name':
      // Nothing visible once control and bidi characters are gone: the name is missing.
      return [...wrongTypes, INVISIBLE, HUGE, '', '\u0000\u202e\r\n\u0007'];
    case 'prose':
      return [...wrongTypes, HUGE];
    case 'text':
      return [...wrongTypes, NUL, HUGE, `${valid}\u001b`];
    case 'id':
      return [...wrongTypes, NUL, HUGE, 'not-a-uuid'];
    case 'enum':
      return [...wrongTypes, NUL, HUGE, 'nonsense'];
    case 'number':
      return ['12', NUL, true, { n: 1 }, Number.NaN];
    case 'boolean':
      return ['true', 1, NUL, null];
    case 'list':
      return ['not a list', 12, { a: 1 }, [NUL], [{ submissionId: NUL, points: 1 }], Array(500).fill({})];
  }
}

/** Every table's rows, so "nothing changed" is checked on the whole database. */
async function snapshot(): Promise<string> {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like 'kysely_%'
    order by table_name`.execute(t.db);
  const parts: string[] = [];
  for (const { name } of tables.rows) {
    const rows = await sql`select * from ${sql.table(name)}`.execute(t.db);
    parts.push(`${name}:${JSON.stringify(rows.rows.map((r) => JSON.stringify(r)).sort())}`);
  }
  return parts.join('\n');
}

it('answers every malformed input with a 4xx naming the field, never a 500, and stores nothing', async () => {
  const { admin, roomId, inviteCode } = await createRoomWithAdmin(t.app);
  const bo = await signInAndJoin(t.app, inviteCode, { email: 'bo@example.com', firstName: 'Bo' });
  const session = await createSession(t.app, admin.cookie, roomId, 'Road movies');
  const submitted = await call(t.app, {
    method: 'POST',
    url: `/api/sessions/${session.id}/submissions`,
    cookie: bo.cookie,
    payload: { youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
  });
  const submissionId = submitted.json().id as string;
  const voting = await createSession(t.app, admin.cookie, roomId, 'Later');
  await advance(t.app, admin.cookie, session.id, 'endSubmissions');

  const sweeps: Sweep[] = [
    {
      name: 'devLogin',
      body: { email: 'new@example.com', firstName: 'New', lastName: 'Player' },
      fields: { email: 'text', firstName: 'name', lastName: 'prose' },
    },
    {
      name: 'createRoom',
      body: { name: 'Room', description: 'About', type: 'manual', votingMode: 'classic' },
      fields: { name: 'name', description: 'prose', type: 'enum', votingMode: 'enum' },
    },
    { name: 'joinRoom', body: { inviteCode: 'ZZZZZZZZ' }, fields: { inviteCode: 'text' } },
    {
      name: 'updateRoom',
      params: { id: roomId },
      body: { name: 'Renamed', description: 'New' },
      fields: { name: 'name', description: 'prose' },
    },
    {
      name: 'updateRoomSettings',
      params: { id: roomId },
      body: { votingMode: 'classic' },
      fields: { votingMode: 'enum' },
    },
    {
      name: 'setMemberRole',
      params: { id: roomId, userId: bo.userId },
      body: { isAdmin: true },
      fields: { isAdmin: 'boolean' },
    },
    {
      name: 'createSession',
      params: { id: roomId },
      body: { theme: 'Theme', description: 'About' },
      fields: { theme: 'name', description: 'prose' },
    },
    {
      name: 'updateSession',
      params: { id: voting.id },
      body: { theme: 'Theme', description: 'About' },
      fields: { theme: 'name', description: 'prose' },
    },
    {
      name: 'advanceSession',
      params: { id: voting.id },
      body: { action: 'endVoting' },
      fields: { action: 'enum' },
    },
    {
      name: 'createSubmission',
      params: { id: voting.id },
      body: { youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ', commentary: 'Nice' },
      fields: { youtubeUrl: 'text', commentary: 'prose' },
    },
    {
      name: 'updateSubmission',
      params: { id: session.id, submissionId },
      body: { youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ', commentary: 'Nice' },
      fields: { youtubeUrl: 'text', commentary: 'prose' },
    },
    { name: 'nudgeMember', params: { id: voting.id }, body: { userId: bo.userId }, fields: { userId: 'id' } },
    {
      name: 'voteClassic',
      params: { sessionId: session.id },
      body: { votes: [{ submissionId, points: 1 }] },
      fields: { votes: 'list' },
    },
    {
      name: 'voteRanked',
      params: { id: session.id },
      body: { ranked_submissions: [{ submission_id: submissionId, rank: 1 }] },
      fields: { ranked_submissions: 'list' },
    },
    {
      name: 'voteGrudge',
      params: { id: session.id },
      body: { point_allocations: [{ submissionId, points: 1 }] },
      fields: { point_allocations: 'list' },
    },
    {
      name: 'voteAppreciation',
      params: { id: session.id },
      body: { badge_allocations: [{ submissionId, badges: [] }] },
      fields: { badge_allocations: 'list' },
    },
    {
      name: 'sendWatchCommand',
      params: { id: session.id },
      body: { action: 'seek', positionSec: 1, index: 0 },
      fields: { action: 'enum', positionSec: 'number', index: 'number' },
    },
    {
      name: 'passWatchHost',
      params: { id: session.id },
      body: { userId: bo.userId },
      fields: { userId: 'id' },
    },
    {
      name: 'sendWatchReaction',
      params: { id: session.id },
      body: { emoji: '🔥' },
      fields: { emoji: 'enum' },
    },
    {
      name: 'updateProfile',
      body: { displayName: 'Ada L', timeZone: 'Europe/Paris' },
      fields: { displayName: 'name', timeZone: 'text' },
    },
    {
      name: 'putEmailPreferences',
      body: { preferences: [] },
      fields: { preferences: 'list' },
    },
    // `rounds` is not swept: NaN is sent as null, which is a valid value (an open season).
    { name: 'startSeason', params: { id: roomId }, body: { name: 'Season 2' }, fields: { name: 'name' } },
    { name: 'updateSeason', params: { id: randomUUID() }, body: { name: 'Season 2' }, fields: { name: 'name' } },
    { name: 'createSuggestion', params: { id: roomId }, body: { theme: 'Heists' }, fields: { theme: 'name' } },
    { name: 'addThreadComment', params: { id: submissionId }, body: { body: 'Nice' }, fields: { body: 'text' } },
    { name: 'editThreadComment', params: { id: randomUUID() }, body: { body: 'Nice' }, fields: { body: 'text' } },
    { name: 'sendWatchChat', params: { id: session.id }, body: { body: 'Hi' }, fields: { body: 'text' } },
    {
      name: 'subscribePush',
      body: {
        endpoint: 'https://push.example.test/send/1',
        keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
      },
      fields: { endpoint: 'text', keys: 'text' },
    },
    {
      name: 'unsubscribePush',
      body: { endpoint: 'https://push.example.test/send/1' },
      fields: { endpoint: 'text' },
    },
  ];
  const routes = sweeps.map(withPath);

  const before = await snapshot();
  const failures: string[] = [];
  let tried = 0;
  const send = async (route: Route, payload: unknown, expectField: string | null) => {
    tried++;
    const res = await t.app.inject({
      method: route.method,
      url: route.url,
      headers: { origin: TEST_ORIGIN, cookie: admin.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
    const body = res.body;
    const named =
      expectField === null ||
      (() => {
        const json = res.json() as { message?: string; issues?: { path: string[] }[] };
        return json.issues?.some((i) => i.path[0] === expectField) ?? false;
      })();
    if (res.statusCode < 400 || res.statusCode >= 500 || !named) {
      failures.push(
        `${route.method} ${route.url} ${JSON.stringify(payload).slice(0, 80)} → ${res.statusCode} ${body.slice(0, 120)}`,
      );
    }
  };

  for (const route of routes) {
    for (const whole of [[], 'text', 42, null, [route.body]]) await send(route, whole, null);
    for (const [field, kind] of Object.entries(route.fields)) {
      for (const value of variants(kind, route.body[field])) {
        await send(route, { ...route.body, [field]: value }, field);
      }
    }
  }

  // A voter's comment on a video (docs/rules.md §5) inside each mode's ballot lines.
  const classic = routes.find((r) => r.name === 'voteClassic')!;
  const ranked = routes.find((r) => r.name === 'voteRanked')!;
  for (const comment of [HUGE, 12345, { a: 1 }]) {
    await send(classic, { votes: [{ submissionId, points: 1, comment }] }, 'votes');
    await send(
      ranked,
      { ranked_submissions: [{ submission_id: submissionId, rank: 1, comment }] },
      'ranked_submissions',
    );
  }

  // Path ids of every route that takes them: malformed, NUL, oversize → 4xx, never 500. A write
  // is sent its valid body, so only the id is wrong.
  const badIds = ['not-a-uuid', '%00', 'x'.repeat(300), '00000000-0000-4000-8000-00000000000%00'];
  const sendRaw = (method: RouteMethod, url: string, payload?: object) => {
    tried++;
    const headers = { origin: TEST_ORIGIN, cookie: admin.cookie };
    return t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  };
  const validBody = (name: RouteName) => sweeps.find((sweep) => sweep.name === name)?.body;
  const withParams = entries.filter(([, route]) => route.params);
  for (const [name, route] of withParams) {
    for (const id of badIds) {
      const res = await sendRaw(route.method, rawPath(route.path, id), validBody(name));
      if (res.statusCode < 400 || res.statusCode >= 500)
        failures.push(`${name} ${id.slice(0, 40)} → ${res.statusCode}`);
    }
  }
  // Query fields of every route that reads one, each malformed by itself. Unsubscribe tokens are
  // id.purpose.signature: each part malformed, unknown or oversize.
  const b64 = (text: string) => Buffer.from(text).toString('base64url');
  const badTokens = [
    `${b64('not-a-uuid')}.session_opened.AAAA`,
    `${b64(bo.userId)}.not_a_kind.AAAA`,
    `${b64(bo.userId)}.session_opened.AAAA`,
    `${b64(bo.userId)}.session_opened.AAAA.extra`,
    `${b64(`${bo.userId}\u0000`)}.deadline_1h.AAAA`,
    '..',
  ];
  const badValues = (field: string) => ['\u0000', 'A'.repeat(5000), ...(field === 'token' ? badTokens : [])];
  // The valid path of a route that also reads a query: only the query is wrong.
  const queryPaths: Partial<Record<RouteName, Record<string, string>>> = {
    listSessions: { id: roomId },
    calendarFeed: { id: roomId },
  };
  const withQuery = entries.filter(([, route]) => route.query);
  for (const [name, route] of withQuery) {
    const schema = schemaOf(route, 'query');
    const fields = schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
    const params = queryPaths[name];
    if (route.params && !params) failures.push(`${name}: give it a valid path in queryPaths`);
    for (const field of fields) {
      for (const value of badValues(field)) {
        const query = new URLSearchParams({ [field]: value });
        const res = await sendRaw(route.method, `${fillPath(route.path, params)}?${query}`);
        if (res.statusCode < 400 || res.statusCode >= 500) {
          failures.push(`${name} ?${field}=${value.slice(0, 40)} → ${res.statusCode}`);
        }
      }
    }
  }

  expect(failures, failures.join('\n')).toEqual([]);
  const unswept = entries
    .filter(([name, route]) => route.body && !sweeps.some((sweep) => sweep.name === name))
    .map(([name]) => name);
  expect(unswept, 'routes of the table that take a body but are not swept').toEqual([]);
  expect(await snapshot()).toBe(before);
  console.log(
    `input sweep: ${tried} malformed inputs on ${entries.filter(([, r]) => r.params || r.query || r.body).length} routes, 0 accepted, 0 stored`,
  );
});
