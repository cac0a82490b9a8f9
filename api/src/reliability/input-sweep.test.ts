import { expect, it } from 'vitest';
import { call, useTestApp } from '../test/build-app.ts';
import { roomWithAdmin } from '../test/factories.ts';

// Issue 9: a NUL or other control character in a text field is a 400 naming the field, never a
// 500 from the database, and nothing is stored. (First slice of the input sweep: rooms, sessions.)
const t = useTestApp();

it('refuses control characters in room and session text by field name, storing nothing', async () => {
  const { admin, roomId } = await roomWithAdmin(t.app);
  const cases = [
    {
      url: '/api/rooms',
      payload: { name: 'Film\u0000club', votingMode: 'classic', type: 'manual' },
      field: 'Room name',
    },
    { url: '/api/rooms', payload: { name: 'Ok', description: 'a\u0007b', type: 'manual' }, field: 'Description' },
    { url: `/api/rooms/${roomId}/sessions`, payload: { theme: 'Road\u0000movies' }, field: 'Theme' },
    { url: `/api/rooms/${roomId}/sessions`, payload: { theme: 'Ok', description: 'x\u001bY' }, field: 'Description' },
  ];
  const rooms = await t.db.selectFrom('rooms').select('id').execute();
  for (const c of cases) {
    const res = await call(t.app, { method: 'POST', url: c.url, cookie: admin.cookie, payload: c.payload });
    expect({ status: res.statusCode, body: res.body }).toMatchObject({
      status: 400,
      body: expect.stringContaining(c.field),
    });
  }
  expect(await t.db.selectFrom('rooms').select('id').execute()).toHaveLength(rooms.length);
  expect(await t.db.selectFrom('sessions').select('id').execute()).toHaveLength(0);
  console.log(`input sweep: ${cases.length} control-character inputs tried, ${cases.length} refused, 0 stored`);
});
