import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { call, TEST_ORIGIN, testConfig, useTestApp } from '../../test/build-app.ts';
import { SESSION_COOKIE } from './login-session.ts';

// A real OpenID provider on a free local port; the app's OAuth code runs unchanged against it.
const provider = new OAuth2Server();
await provider.issuer.keys.generate('RS256');
await provider.start(0, '127.0.0.1');
const issuer = provider.issuer.url as string;
afterAll(() => provider.stop());

const googleEnv = {
  GOOGLE_CLIENT_ID: 'clip-club-test',
  GOOGLE_CLIENT_SECRET: 'not-a-real-secret',
  OAUTH_AUTHORIZE_URL: `${issuer}/authorize`,
  OAUTH_TOKEN_URL: `${issuer}/token`,
  OAUTH_USERINFO_URL: `${issuer}/userinfo`,
};
const t = useTestApp({ env: googleEnv });

const GOOGLE_USER = {
  sub: '1098765',
  email: 'gina@example.com',
  given_name: 'Gina',
  family_name: 'Gomez',
  name: 'Gina Gomez',
  picture: 'https://lh3.googleusercontent.com/a/gina',
};

/** The provider answers this user, and remembers the bearer token the app presented. */
function providerWillAnswer(user: object) {
  const seen: { authorization?: string } = {};
  provider.service.once('beforeUserinfo', (response, req) => {
    seen.authorization = req.headers.authorization;
    response.body = user;
  });
  return seen;
}

/** Cookies a browser would send back to /api, from a response's Set-Cookie headers. */
function cookieHeader(res: LightMyRequestResponse): string {
  return res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

async function startLogin(app: FastifyInstance, returnTo: string) {
  const start = await app.inject({ method: 'GET', url: `/api/login?returnTo=${encodeURIComponent(returnTo)}` });
  expect(start.statusCode).toBe(302);
  const authorizeUrl = new URL(String(start.headers.location));
  // The provider "signs the user in" and sends the browser back with a code.
  const atProvider = await fetch(authorizeUrl, { redirect: 'manual' });
  expect(atProvider.status).toBe(302);
  const callbackUrl = new URL(String(atProvider.headers.get('location')));
  return { start, authorizeUrl, callbackUrl };
}

describe('Google sign-in against a local OpenID provider', () => {
  it('redirects to the provider with state, an S256 PKCE challenge and the openid scopes', async () => {
    const { authorizeUrl } = await startLogin(t.app, '/room/x');
    expect(`${authorizeUrl.origin}${authorizeUrl.pathname}`).toBe(`${issuer}/authorize`);
    const q = authorizeUrl.searchParams;
    expect(q.get('response_type')).toBe('code');
    expect(q.get('client_id')).toBe('clip-club-test');
    expect(q.get('redirect_uri')).toBe(`${TEST_ORIGIN}/api/callback`);
    expect(q.get('scope')).toBe('openid email profile');
    expect(q.get('state')).toMatch(/.{16,}/);
    expect(q.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.get('code_challenge_method')).toBe('S256');
  });

  it('signs the provider’s user in at the callback and returns to the same-origin path', async () => {
    const seen = providerWillAnswer(GOOGLE_USER);
    const { start, callbackUrl } = await startLogin(t.app, '/room/x');
    expect(callbackUrl.pathname).toBe('/api/callback');
    const back = await t.app.inject({
      method: 'GET',
      url: `${callbackUrl.pathname}${callbackUrl.search}`,
      headers: { cookie: cookieHeader(start) },
    });
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe('/room/x');
    expect(seen.authorization).toMatch(/^Bearer \S+/);

    const session = back.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(session).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax' });
    expect(session?.secure).toBeFalsy();
    const me = await call(t.app, {
      method: 'GET',
      url: '/api/auth/user',
      cookie: `${SESSION_COOKIE}=${session?.value}`,
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      id: expect.any(String),
      firstName: 'Gina',
      lastName: 'Gomez',
      email: 'gina@example.com',
      profileImageUrl: 'https://lh3.googleusercontent.com/a/gina',
      displayName: null,
      timeZone: null,
    });
    const users = await t.db.selectFrom('users').select('subject').execute();
    expect(users).toEqual([{ subject: 'google:1098765' }]);
  });

  it('refreshes name, email and picture at the next sign-in of the same subject', async () => {
    for (const user of [
      GOOGLE_USER,
      { ...GOOGLE_USER, given_name: 'Gigi', picture: 'https://lh3.googleusercontent.com/b' },
    ]) {
      providerWillAnswer(user);
      const { start, callbackUrl } = await startLogin(t.app, '/');
      await t.app.inject({
        method: 'GET',
        url: `${callbackUrl.pathname}${callbackUrl.search}`,
        headers: { cookie: cookieHeader(start) },
      });
    }
    const users = await t.db.selectFrom('users').select(['first_name', 'profile_image_url']).execute();
    expect(users).toEqual([{ first_name: 'Gigi', profile_image_url: 'https://lh3.googleusercontent.com/b' }]);
  });

  it('falls back to / when returnTo is not a same-origin path', async () => {
    providerWillAnswer(GOOGLE_USER);
    const { start, callbackUrl } = await startLogin(t.app, '//evil.com/steal');
    const back = await t.app.inject({
      method: 'GET',
      url: `${callbackUrl.pathname}${callbackUrl.search}`,
      headers: { cookie: cookieHeader(start) },
    });
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe('/');
  });

  it('refuses a callback whose state does not match, signing nobody in', async () => {
    providerWillAnswer(GOOGLE_USER);
    const { start, callbackUrl } = await startLogin(t.app, '/room/x');
    callbackUrl.searchParams.set('state', 'forged-state-value');
    const back = await t.app.inject({
      method: 'GET',
      url: `${callbackUrl.pathname}${callbackUrl.search}`,
      headers: { cookie: cookieHeader(start) },
    });
    expect(back.statusCode).toBe(400);
    expect(back.json()).toEqual({ message: 'Sign-in could not be verified, please try again', code: 'bad_request' });
    expect(back.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    expect(await t.db.selectFrom('login_sessions').select('id_hash').execute()).toEqual([]);
  });

  it('refuses a callback from a browser that did not start the sign-in (no state cookie)', async () => {
    providerWillAnswer(GOOGLE_USER);
    const { callbackUrl } = await startLogin(t.app, '/room/x');
    const back = await t.app.inject({ method: 'GET', url: `${callbackUrl.pathname}${callbackUrl.search}` });
    expect(back.statusCode).toBe(400);
    expect(await t.db.selectFrom('users').select('id').execute()).toEqual([]);
  });

  it('goes back home, signed out, when the user cancels at the provider', async () => {
    const { start, authorizeUrl } = await startLogin(t.app, '/room/x');
    const state = authorizeUrl.searchParams.get('state');
    const back = await t.app.inject({
      method: 'GET',
      url: `/api/callback?error=access_denied&state=${state}`,
      headers: { cookie: cookieHeader(start) },
    });
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe('/');
    expect(back.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
  });

  it('turns the development sign-in off', async () => {
    const login = await call(t.app, {
      method: 'POST',
      url: '/api/dev/login',
      payload: { email: 'a@b.co', firstName: 'A' },
    });
    expect(login.statusCode).toBe(404);
    expect((await call(t.app, { method: 'GET', url: '/api/dev/login.js' })).statusCode).toBe(404);
    expect(await t.db.selectFrom('users').select('id').execute()).toEqual([]);
  });
});

describe('when the provider fails (issue 9: never "the database is unavailable")', () => {
  const UNAVAILABLE = {
    message: 'The sign-in provider could not be reached, please try again',
    code: 'provider_unavailable',
  };
  const CLOSED_PORT = 'http://127.0.0.1:1';

  async function callbackWith(env: Record<string, string>) {
    const app = await buildApp(testConfig({ ...googleEnv, ...env }), { db: t.db, clock: t.clock });
    try {
      const { start, callbackUrl } = await startLogin(app, '/');
      return await app.inject({
        method: 'GET',
        url: `${callbackUrl.pathname}${callbackUrl.search}`,
        headers: { cookie: cookieHeader(start) },
      });
    } finally {
      await app.close();
    }
  }

  it('answers 502 with the app’s error body when the token endpoint is unreachable', async () => {
    const back = await callbackWith({ OAUTH_TOKEN_URL: `${CLOSED_PORT}/token` });
    expect(back.statusCode).toBe(502);
    expect(back.json()).toEqual(UNAVAILABLE);
    expect(await t.db.selectFrom('login_sessions').select('id_hash').execute()).toEqual([]);
  });

  it('answers 502 when the userinfo endpoint is unreachable', async () => {
    const back = await callbackWith({ OAUTH_USERINFO_URL: `${CLOSED_PORT}/userinfo` });
    expect(back.statusCode).toBe(502);
    expect(back.json()).toEqual(UNAVAILABLE);
  });

  it('answers 502 when userinfo answers an error, signing nobody in', async () => {
    provider.service.once('beforeUserinfo', (response) => {
      response.statusCode = 500;
      response.body = { error: 'server_error' };
    });
    const { start, callbackUrl } = await startLogin(t.app, '/');
    const back = await t.app.inject({
      method: 'GET',
      url: `${callbackUrl.pathname}${callbackUrl.search}`,
      headers: { cookie: cookieHeader(start) },
    });
    expect(back.statusCode).toBe(502);
    expect(back.json()).toEqual(UNAVAILABLE);
    expect(await t.db.selectFrom('users').select('id').execute()).toEqual([]);
  });
});

describe('in production', () => {
  it('sends the session cookie Secure and keeps the development sign-in off', async () => {
    const app = await buildApp(testConfig({ ...googleEnv, NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(32) }), {
      db: t.db,
      clock: t.clock,
    });
    try {
      providerWillAnswer(GOOGLE_USER);
      const { start, callbackUrl } = await startLogin(app, '/room/x');
      for (const c of start.cookies) expect(c).toMatchObject({ secure: true, httpOnly: true });
      const back = await app.inject({
        method: 'GET',
        url: `${callbackUrl.pathname}${callbackUrl.search}`,
        headers: { cookie: cookieHeader(start) },
      });
      expect(back.statusCode).toBe(302);
      expect(back.cookies.find((c) => c.name === SESSION_COOKIE)).toMatchObject({ secure: true, httpOnly: true });
      const login = await call(app, {
        method: 'POST',
        url: '/api/dev/login',
        payload: { email: 'a@b.co', firstName: 'A' },
      });
      expect(login.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});

describe('without Google configured', () => {
  it('answers 404 at /api/callback', async () => {
    const app = await buildApp(testConfig(), { db: t.db, clock: t.clock });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/callback?code=x&state=y' });
      expect(res.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
