import { routes } from '@clipclub/protocol';
import { expect, it } from 'vitest';
import { call, useTestApp } from '../test/build-app.ts';
import { createRoomWithAdmin } from '../test/factories.ts';

// A NUL or other control character in a text field never reaches the database as a 500: the
// text loses it at the boundary (docs/rules.md §9) and is stored clean.
const t = useTestApp();

it('stores room and session text without control or bidi characters, never a 500', async () => {
  const { admin, roomId } = await createRoomWithAdmin(t.app);
  const room = await call(t.app, routes.createRoom, {
    as: admin,
    body: { name: 'Film\u0000club\u202e\r\nBEGIN:VEVENT', description: 'a\u0007b\r\nc', type: 'manual' },
  });
  expect(room.statusCode).toBe(201);
  expect(room.json()).toMatchObject({ name: 'Filmclub BEGIN:VEVENT', description: 'ab\nc' });

  const session = await call(t.app, routes.createSession, {
    params: { id: roomId },
    as: admin,
    body: { theme: 'Road\u0000movies\u2066', description: 'x\u001bY' },
  });
  expect(session.statusCode).toBe(201);
  expect(session.json()).toMatchObject({ theme: 'Roadmovies', description: 'xY' });

  // Only invisible and control characters: nothing is left, so the field is missing.
  const blank = await call(t.app, routes.createRoom, { as: admin, body: { name: '\u0000\u202e\n', type: 'manual' } });
  expect({ status: blank.statusCode, message: blank.error().message }).toEqual({
    status: 400,
    message: 'Room name is required',
  });
});
