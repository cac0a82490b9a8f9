import { routes } from '@clipclub/protocol';
import { describe, expect, it } from 'vitest';
import { call, signIn, useTestApp } from '../../test/build-app.ts';

const t = useTestApp({ now: '2026-11-19T20:00:00.000Z' });

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

async function whoAmI(cookie: string): Promise<number> {
  return (await call(t.app, routes.getCurrentUser, { as: cookie })).statusCode;
}

async function sessionRows(): Promise<number> {
  return (await t.db.selectFrom('login_sessions').select('id_hash').execute()).length;
}

describe('login session expiry (docs/rules.md §1)', () => {
  it('stays signed in while used at least once a week', async () => {
    const ann = await signIn(t.app, { email: 'ann@example.com', firstName: 'Ann' });
    for (let i = 0; i < 4; i++) {
      t.clock.advance(7 * DAY - HOUR);
      expect(await whoAmI(ann.cookie)).toBe(200);
    }
  });

  it('ends after 7 idle days', async () => {
    const ann = await signIn(t.app, { email: 'ann@example.com', firstName: 'Ann' });
    t.clock.advance(3 * DAY);
    expect(await whoAmI(ann.cookie)).toBe(200);
    t.clock.advance(7 * DAY - 60_000);
    expect(await whoAmI(ann.cookie)).toBe(200);
    t.clock.advance(7 * DAY);
    expect(await whoAmI(ann.cookie)).toBe(401);
    // The expired row is removed, and stays refused even if the clock were to go back.
    expect(await sessionRows()).toBe(0);
    t.clock.advance(-7 * DAY);
    expect(await whoAmI(ann.cookie)).toBe(401);
  });

  it('ends exactly 7 days after the last use when never used again', async () => {
    const ann = await signIn(t.app, { email: 'ann@example.com', firstName: 'Ann' });
    t.clock.advance(7 * DAY);
    expect(await whoAmI(ann.cookie)).toBe(401);
  });

  it('ends 30 days after sign-in however often it is used', async () => {
    const ann = await signIn(t.app, { email: 'ann@example.com', firstName: 'Ann' });
    for (let day = 5; day < 30; day += 5) {
      t.clock.set(new Date(Date.parse('2026-11-19T20:00:00.000Z') + day * DAY));
      expect(await whoAmI(ann.cookie)).toBe(200);
    }
    t.clock.set(new Date(Date.parse('2026-11-19T20:00:00.000Z') + 30 * DAY - 60_000));
    expect(await whoAmI(ann.cookie)).toBe(200);
    t.clock.advance(60_000);
    expect(await whoAmI(ann.cookie)).toBe(401);
    expect(await sessionRows()).toBe(0);
  });

  it('a fresh sign-in starts a fresh 30 days', async () => {
    await signIn(t.app, { email: 'ann@example.com', firstName: 'Ann' });
    t.clock.advance(29 * DAY);
    const again = await signIn(t.app, { email: 'ann@example.com', firstName: 'Ann' });
    t.clock.advance(2 * DAY);
    expect(await whoAmI(again.cookie)).toBe(200);
  });

  it('refuses expired login sessions on every route, not only /api/auth/user', async () => {
    const ann = await signIn(t.app, { email: 'ann@example.com', firstName: 'Ann' });
    t.clock.advance(8 * DAY);
    const res = await call(t.app, routes.createRoom, { as: ann, body: { name: 'x' } });
    expect(res.statusCode).toBe(401);
    expect(await t.db.selectFrom('rooms').select('id').execute()).toEqual([]);
  });
});
