import { routes } from '@clipclub/protocol';
import { describe, expect, it } from 'vitest';
import { call, signIn, TEST_ORIGIN, useTestApp } from '../../test/build-app.ts';
import { hashLoginToken, LOGIN_COOKIE } from './login-session.ts';

const t = useTestApp();

function devLogin(payload: object) {
  return call(t.app, routes.devLogin, { payload });
}

function loginCookieOf(res: Awaited<ReturnType<typeof devLogin>>) {
  const cookie = res.cookies.find((c) => c.name === LOGIN_COOKIE);
  if (!cookie) throw new Error('no login cookie');
  return cookie;
}

describe('GET /api/auth/user', () => {
  it('answers 401 when signed out', async () => {
    const res = await call(t.app, routes.getCurrentUser);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Not signed in', code: 'unauthorized' });
  });

  it('answers 401 for a cookie that names no login session', async () => {
    const res = await call(t.app, routes.getCurrentUser, { as: `${LOGIN_COOKIE}=made-up` });
    expect(res.statusCode).toBe(401);
  });

  it('answers the signed-in user, with nothing more than the user fields', async () => {
    const ann = await signIn(t.app, { email: 'ann@example.com', firstName: 'Ann', lastName: 'Lee' });
    const res = await call(t.app, routes.getCurrentUser, { as: ann });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: ann.userId,
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@example.com',
      profileImageUrl: null,
      displayName: null,
      timeZone: null,
    });
  });
});

describe('POST /api/dev/login', () => {
  it('creates the user on first use and answers it with a login cookie', async () => {
    const res = await devLogin({ email: 'Ann@Example.com', firstName: 'Ann' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: expect.any(String),
      firstName: 'Ann',
      lastName: null,
      email: 'ann@example.com',
      profileImageUrl: null,
      displayName: null,
      timeZone: null,
    });
    const users = await t.db.selectFrom('users').select(['subject', 'email', 'first_name']).execute();
    expect(users).toEqual([{ subject: 'dev:ann@example.com', email: 'ann@example.com', first_name: 'Ann' }]);
  });

  it('refreshes the name on a later sign-in of the same email, keeping the same user', async () => {
    const first = await devLogin({ email: 'ann@example.com', firstName: 'Ann' });
    const second = await devLogin({ email: 'ANN@example.com', firstName: 'Annie', lastName: 'Lee' });
    expect(second.json()).toMatchObject({ id: first.json().id, firstName: 'Annie', lastName: 'Lee' });
    const third = await devLogin({ email: 'ann@example.com', firstName: 'Ann' });
    expect(third.json()).toMatchObject({ id: first.json().id, firstName: 'Ann', lastName: null });
    expect(await t.db.selectFrom('users').select('id').execute()).toHaveLength(1);

    const me = await call(t.app, routes.getCurrentUser, { as: `${LOGIN_COOKIE}=${loginCookieOf(first).value}` });
    expect(me.json()).toMatchObject({ firstName: 'Ann', lastName: null });
  });

  it('issues a new random login token at every sign-in and stores only its hash', async () => {
    const a = loginCookieOf(await devLogin({ email: 'ann@example.com', firstName: 'Ann' })).value;
    const b = loginCookieOf(await devLogin({ email: 'ann@example.com', firstName: 'Ann' })).value;
    expect(a).not.toBe(b);
    // 256 bits in base64url
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await t.db.selectFrom('login_sessions').select('id_hash').orderBy('id_hash').execute();
    expect(rows.map((r) => r.id_hash).sort()).toEqual([hashLoginToken(a), hashLoginToken(b)].sort());
    expect(rows.map((r) => r.id_hash)).not.toContain(a);
  });

  it('sets the cookie HttpOnly, SameSite=Lax, Path=/, not Secure outside production', async () => {
    const res = await devLogin({ email: 'ann@example.com', firstName: 'Ann' });
    const cookie = loginCookieOf(res);
    expect(cookie).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax', maxAge: 30 * 24 * 60 * 60 });
    expect(cookie.secure).toBeFalsy();
    const header = String(res.headers['set-cookie']);
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Lax');
    expect(header).not.toContain('Secure');
  });

  it.each([
    [{ firstName: 'Ann' }, 'Enter a valid email address'],
    [{ email: 'nope', firstName: 'Ann' }, 'Enter a valid email address'],
    [{ email: 'ann@example.com' }, 'First name is required'],
    [{ email: 'ann@example.com', firstName: ' ' }, 'First name is required'],
  ])('refuses %j with 400, signing nobody in', async (payload, message) => {
    const res = await devLogin(payload);
    expect(res.statusCode).toBe(400);
    expect(res.error().message).toBe(message);
    expect(res.cookies).toEqual([]);
    expect(await t.db.selectFrom('users').select('id').execute()).toEqual([]);
  });
});

describe('log out (docs/rules.md §1)', () => {
  it('POST deletes the login session row, clears the cookie and answers 204; other browsers stay signed in', async () => {
    const ann = await signIn(t.app, { email: 'ann@example.com', firstName: 'Ann' });
    const other = await signIn(t.app, { email: 'ann@example.com', firstName: 'Ann' });
    expect((await call(t.app, routes.getCurrentUser, { as: ann })).statusCode).toBe(200);

    const res = await call(t.app, routes.logout, { as: ann });
    expect(res.statusCode).toBe(204);
    const cleared = res.cookies.find((c) => c.name === LOGIN_COOKIE);
    expect(cleared).toMatchObject({ value: '', path: '/' });
    expect(cleared?.expires?.getTime() ?? 0).toBeLessThanOrEqual(Date.now());

    const id = ann.cookie.split('=')[1] ?? '';
    const row = await t.db.selectFrom('login_sessions').select('id_hash').where('id_hash', '=', hashLoginToken(id));
    expect(await row.execute()).toEqual([]);
    const after = await call(t.app, routes.getCurrentUser, { as: ann });
    expect(after.statusCode).toBe(401);
    expect((await call(t.app, routes.getCurrentUser, { as: other })).statusCode).toBe(200);
  });

  it('a GET signs nobody out: it shows a page whose form posts', async () => {
    const ann = await signIn(t.app, { email: 'ann@example.com', firstName: 'Ann' });
    const res = await call(t.app, routes.logoutPage, { as: ann });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<form method="post" action="/api/logout">');
    expect(res.cookies).toEqual([]);
    expect((await call(t.app, routes.getCurrentUser, { as: ann })).statusCode).toBe(200);
  });

  it('the page’s form post signs out and goes home (303)', async () => {
    const ann = await signIn(t.app, { email: 'ann@example.com', firstName: 'Ann' });
    const res = await t.app.inject({
      method: 'POST',
      url: routes.logout.path,
      headers: {
        origin: TEST_ORIGIN,
        cookie: ann.cookie,
        accept: 'text/html,application/xhtml+xml',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: '',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/');
    expect((await call(t.app, routes.getCurrentUser, { as: ann })).statusCode).toBe(401);
  });

  it('a cross-site form post signs nobody out (403)', async () => {
    const ann = await signIn(t.app, { email: 'ann@example.com', firstName: 'Ann' });
    const res = await t.app.inject({
      method: 'POST',
      url: routes.logout.path,
      headers: {
        origin: 'https://evil.example',
        cookie: ann.cookie,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: '',
    });
    expect(res.statusCode).toBe(403);
    expect((await call(t.app, routes.getCurrentUser, { as: ann })).statusCode).toBe(200);
  });

  it('a GET with nobody signed in goes home', async () => {
    const res = await call(t.app, routes.logoutPage);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
  });
});

describe('GET /api/login (development sign-in)', () => {
  it('shows the sign-in page carrying a same-origin returnTo', async () => {
    const res = await call(t.app, routes.login, { query: { returnTo: '/join/ABCD2345' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('data-return-to="/join/ABCD2345"');
    expect(res.body).toContain('<script src="/api/dev/login.js"></script>');
    // Its content is the page's main landmark, as on the server's other pages.
    expect(res.body).toMatch(/<main>\s*<form id="dev-login"[\s\S]*<\/form>\s*<\/main>/);
  });

  it.each([['//evil.com'], ['https://evil.com'], ['/\\evil'], ['javascript:alert(1)'], ['']])(
    'replaces the returnTo %s with /',
    async (returnTo) => {
      const res = await call(t.app, routes.login, { query: { returnTo } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('data-return-to="/"');
    },
  );

  it('escapes the returnTo it keeps', async () => {
    const res = await call(t.app, routes.login, { query: { returnTo: '/x"><b>' } });
    expect(res.body).toContain('data-return-to="/x&#34;&#62;&#60;b&#62;"');
    expect(res.body).not.toContain('"><b>');
  });

  it('serves the page script', async () => {
    const res = await call(t.app, routes.devLoginScript);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/javascript');
    expect(res.body).toContain("fetch('/api/dev/login'");
  });
});
