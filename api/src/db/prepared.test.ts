import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { advance, createSession } from '../features/sessions/test-support.ts';
import { useTestApp } from '../test/build-app.ts';
import { createRoomWithAdmin } from '../test/factories.ts';
import { executePrepared } from './prepared.ts';

const t = useTestApp();

describe('prepared statements (PostgreSQL)', () => {
  it('an advance still moves after a migration elsewhere changed the table it returns', async () => {
    const first = await createRoomWithAdmin(t.app);
    const second = await createRoomWithAdmin(t.app, undefined, { email: 'di@example.com', firstName: 'Di' });
    const one = await createSession(t.app, first.admin.cookie, first.roomId);
    const two = await createSession(t.app, second.admin.cookie, second.roomId);
    expect((await advance(t.app, first.admin.cookie, one.id, 'endSubmissions')).statusCode).toBe(200);

    // What a newer process's migration does while this one runs: the move's `returning sessions.*`
    // now has another column than when the connection prepared it.
    await sql`alter table sessions add column added_later integer`.execute(t.db);

    const moved = await advance(t.app, second.admin.cookie, two.id, 'endSubmissions');
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ id: two.id, status: 'voting' });
  });

  it('runs a query built with Kysely as a statement the connection keeps, once per text', async () => {
    const { roomId } = await createRoomWithAdmin(t.app, undefined, { email: 'ed@example.com', firstName: 'Ed' });
    await t.db.connection().execute(async (connection) => {
      const room = (id: string) => connection.selectFrom('rooms').select(['id', 'name']).where('id', '=', id);
      expect(await executePrepared(connection, room(roomId))).toEqual([{ id: roomId, name: expect.any(String) }]);
      expect(await executePrepared(connection, room('00000000-0000-4000-8000-000000000000'))).toEqual([]);
      const kept = await sql<{ statement: string }>`
        select statement from pg_prepared_statements where statement like '/* prepared */%from "rooms"%'`.execute(
        connection,
      );
      expect(kept.rows).toHaveLength(1);
    });
  });
});
