import { routes } from '@clipclub/protocol';
import { describe, expect, it } from 'vitest';
import { call, signIn, useTestApp } from '../../test/build-app.ts';
import { generateInviteCode } from './invite-code.ts';

// Codes are random, so a clash is forced: the app draws these in turn.
const nextCodes: string[] = [];
const t = useTestApp({ deps: { drawInviteCode: () => nextCodes.shift() ?? generateInviteCode() } });

describe('invite code clash', () => {
  it('retries with a fresh code when the drawn one is taken, leaving no half-made room', async () => {
    const ann = await signIn(t.app, { email: 'ann@example.com', firstName: 'Ann' });
    const create = (name: string) => call(t.app, routes.createRoom, { as: ann, body: { name, type: 'manual' } });
    nextCodes.push('AAAAAAAA', 'AAAAAAAA', 'AAAAAAAA', 'BBBBBBBB');
    expect((await create('First')).json().inviteCode).toBe('AAAAAAAA');
    const second = await create('Second');
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({ name: 'Second', inviteCode: 'BBBBBBBB', memberCount: 1 });
    expect(await t.db.selectFrom('rooms').select('invite_code').orderBy('invite_code').execute()).toEqual([
      { invite_code: 'AAAAAAAA' },
      { invite_code: 'BBBBBBBB' },
    ]);
    expect(await t.db.selectFrom('room_members').select('id').execute()).toHaveLength(2);
  });

  it('gives up with a 500 after repeated clashes, creating nothing', async () => {
    const ann = await signIn(t.app, { email: 'ann@example.com', firstName: 'Ann' });
    const create = (name: string) => call(t.app, routes.createRoom, { as: ann, body: { name, type: 'manual' } });
    nextCodes.push('CCCCCCCC', ...Array(10).fill('CCCCCCCC'));
    expect((await create('First')).statusCode).toBe(201);
    const res = await create('Second');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Something went wrong', code: 'internal' });
    expect(await t.db.selectFrom('rooms').select('name').execute()).toEqual([{ name: 'First' }]);
    nextCodes.length = 0;
  });
});
