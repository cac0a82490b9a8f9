import { routes } from '@clipclub/protocol';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { call, TEST_ORIGIN, testConfig, useTestApp } from '../../test/build-app.ts';
import { LOGIN_COOKIE } from './login-session.ts';
import { CLIENT, type CookieJar, type Person, startTestProvider } from './test-oidc-provider.ts';

// A real OpenID provider (oidc-provider) on a free local port; the app's OAuth code runs
// unchanged against it: state, PKCE, code exchange and userinfo as with Google.
const CALLBACK = `${TEST_ORIGIN}/api/callback`;
const provider = await startTestProvider(CALLBACK);
const issuer = provider.issuer;
afterAll(() => provider.close());

const googleEnv = {
  GOOGLE_CLIENT_ID: CLIENT.id,
  GOOGLE_CLIENT_SECRET: CLIENT.secret,
  ...provider.env,
};
const t = useTestApp({ env: googleEnv });

const GOOGLE_USER: Person = {
  sub: '1098765',
  email: 'gina@example.com',
  email_verified: true,
  given_name: 'Gina',
  family_name: 'Gomez',
  name: 'Gina Gomez',
  picture: 'https://lh3.googleusercontent.com/a/gina',
};

/** The provider signs this person in at its next login screen. */
function providerWillAnswer(person: Person, options: { deny?: boolean } = {}) {
  provider.next = { person, ...options };
}

/** Cookies a browser would send back to /api, from a response's Set-Cookie headers. */
function cookieHeader(res: LightMyRequestResponse): string {
  return res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

/**
 * /api/login, then the provider's pages (with this browser's provider cookies) until it sends the
 * browser back to the callback.
 */
async function startLogin(app: FastifyInstance, returnTo: string, jar: CookieJar = new Map(), cookie = '') {
  const start = await call(app, routes.login, { query: { returnTo }, ...(cookie ? { as: cookie } : {}) });
  expect(start.statusCode).toBe(302);
  const authorizeUrl = new URL(String(start.headers.location));
  const callbackUrl = await provider.browse(authorizeUrl.href, CALLBACK, jar);
  return { start, authorizeUrl, callbackUrl };
}

/** The browser arriving back at the callback: a navigation, so it accepts HTML. */
function arrive(app: FastifyInstance, callbackUrl: URL, cookie: string, accept = 'text/html,application/xhtml+xml') {
  return app.inject({
    method: 'GET',
    url: `${callbackUrl.pathname}${callbackUrl.search}`,
    headers: { cookie, accept },
  });
}

/** A whole sign-in; answers the login cookie. */
async function signInAtProvider(app: FastifyInstance, person: Person, jar: CookieJar = new Map(), cookie = '') {
  providerWillAnswer(person);
  const { start, callbackUrl } = await startLogin(app, '/', jar, cookie);
  const back = await arrive(app, callbackUrl, cookieHeader(start));
  expect(back.statusCode).toBe(302);
  const loginCookie = back.cookies.find((c) => c.name === LOGIN_COOKIE);
  return `${LOGIN_COOKIE}=${loginCookie?.value}`;
}

describe('Google sign-in against a real OpenID provider', () => {
  it('redirects to the provider with state, an S256 PKCE challenge and the openid scopes', async () => {
    providerWillAnswer(GOOGLE_USER);
    const { authorizeUrl } = await startLogin(t.app, '/room/x');
    expect(`${authorizeUrl.origin}${authorizeUrl.pathname}`).toBe(`${issuer}/auth`);
    const q = authorizeUrl.searchParams;
    expect(q.get('response_type')).toBe('code');
    expect(q.get('client_id')).toBe(CLIENT.id);
    expect(q.get('redirect_uri')).toBe(CALLBACK);
    expect(q.get('scope')).toBe('openid email profile');
    expect(q.get('state')).toMatch(/.{16,}/);
    expect(q.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('prompt')).toBeNull();
  });

  it('signs the provider’s user in at the callback and returns to the same-origin path', async () => {
    providerWillAnswer(GOOGLE_USER);
    const { start, callbackUrl } = await startLogin(t.app, '/room/x');
    expect(callbackUrl.pathname).toBe(routes.loginCallback.path);
    const back = await arrive(t.app, callbackUrl, cookieHeader(start));
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe('/room/x');

    const session = back.cookies.find((c) => c.name === LOGIN_COOKIE);
    expect(session).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax' });
    expect(session?.secure).toBeFalsy();
    const me = await call(t.app, routes.getCurrentUser, { as: `${LOGIN_COOKIE}=${session?.value}` });
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

  it('signs the same person in again without a login screen, refreshing name and picture', async () => {
    const jar: CookieJar = new Map();
    await signInAtProvider(t.app, GOOGLE_USER, jar);
    expect(provider.prompts.at(-1)?.[0]).toBe('login');
    const screens = provider.prompts.length;
    // Second sign-in: the provider remembers this browser and the consent (no screen at all).
    await signInAtProvider(t.app, GOOGLE_USER, jar);
    expect(provider.prompts).toHaveLength(screens);
    // The provider's data changed: the next sign-in refreshes it.
    await signInAtProvider(t.app, {
      ...GOOGLE_USER,
      given_name: 'Gigi',
      picture: 'https://lh3.googleusercontent.com/b',
    });
    const users = await t.db.selectFrom('users').select(['first_name', 'profile_image_url']).execute();
    expect(users).toEqual([{ first_name: 'Gigi', profile_image_url: 'https://lh3.googleusercontent.com/b' }]);
  });

  it('asks the provider which account at the first sign-in after a log out', async () => {
    const jar: CookieJar = new Map();
    const session = await signInAtProvider(t.app, GOOGLE_USER, jar);
    const out = await call(t.app, routes.logout, { as: session });
    expect(out.statusCode).toBe(204);
    const signedOut = cookieHeader(out);
    expect(signedOut).toContain('cc_signed_out=1');

    // (The person at the chooser picks the same account: switching to another one would have the
    // provider end its session first, a page of its own.)
    providerWillAnswer(GOOGLE_USER);
    const screens = provider.prompts.length;
    const { start, authorizeUrl, callbackUrl } = await startLogin(t.app, '/', jar, signedOut);
    expect(authorizeUrl.searchParams.get('prompt')).toBe('select_account');
    // The provider showed its account chooser although this browser was still signed in there.
    expect(provider.prompts.slice(screens)).toEqual([['select_account', 'select_account_prompt']]);
    const back = await arrive(t.app, callbackUrl, cookieHeader(start));
    expect(back.statusCode).toBe(302);
    // Signed in: the next sign-in no longer asks.
    expect(back.cookies.find((c) => c.name === 'cc_signed_out')?.value).toBe('');
    const me = await call(t.app, routes.getCurrentUser, {
      as: `${LOGIN_COOKIE}=${back.cookies.find((c) => c.name === LOGIN_COOKIE)?.value}`,
    });
    expect(me.json().email).toBe('gina@example.com');
  });

  it('does not trust an email the provider has not verified', async () => {
    const session = await signInAtProvider(t.app, { ...GOOGLE_USER, sub: '3333', email_verified: false });
    const me = await call(t.app, routes.getCurrentUser, { as: session });
    expect(me.json()).toMatchObject({ firstName: 'Gina', email: null });
  });

  it('falls back to / when returnTo is not a same-origin path', async () => {
    providerWillAnswer(GOOGLE_USER);
    const { start, callbackUrl } = await startLogin(t.app, '//evil.com/steal');
    const back = await arrive(t.app, callbackUrl, cookieHeader(start));
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe('/');
  });

  it('refuses a tampered state with a page that says so and offers to try again', async () => {
    providerWillAnswer(GOOGLE_USER);
    const { start, callbackUrl } = await startLogin(t.app, '/room/x');
    callbackUrl.searchParams.set('state', 'forged-state-value');
    const back = await arrive(t.app, callbackUrl, cookieHeader(start));
    expect(back.statusCode).toBe(400);
    expect(back.headers['content-type']).toMatch(/^text\/html/);
    expect(back.body).toContain('<h1>Sign-in could not be verified</h1>');
    expect(back.body).toContain('<button type="submit">Try again</button>');
    expect(back.body).toContain('name="returnTo" value="/room/x"');
    expect(back.cookies.find((c) => c.name === LOGIN_COOKIE)).toBeUndefined();
    expect(await t.db.selectFrom('login_sessions').select('id_hash').execute()).toEqual([]);

    // The app's own fetch keeps the JSON error body.
    const json = await arrive(t.app, callbackUrl, cookieHeader(start), 'application/json');
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ message: 'Sign-in could not be verified, please try again', code: 'bad_request' });
  });

  it('refuses a replayed code: the provider answers it once', async () => {
    providerWillAnswer(GOOGLE_USER);
    const { start, callbackUrl } = await startLogin(t.app, '/');
    expect((await arrive(t.app, callbackUrl, cookieHeader(start))).statusCode).toBe(302);
    const again = await arrive(t.app, callbackUrl, cookieHeader(start));
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('Sign-in could not be verified');
    expect(again.cookies.find((c) => c.name === LOGIN_COOKIE)).toBeUndefined();
  });

  it('refuses a callback from a browser that did not start the sign-in (no state cookie)', async () => {
    providerWillAnswer(GOOGLE_USER);
    const { callbackUrl } = await startLogin(t.app, '/room/x');
    const back = await arrive(t.app, callbackUrl, '');
    expect(back.statusCode).toBe(400);
    expect(await t.db.selectFrom('users').select('id').execute()).toEqual([]);
  });

  it('says the sign-in was cancelled when consent is denied, signing nobody in', async () => {
    providerWillAnswer(GOOGLE_USER, { deny: true });
    const { start, callbackUrl } = await startLogin(t.app, '/room/x');
    expect(callbackUrl.searchParams.get('error')).toBe('access_denied');
    const back = await arrive(t.app, callbackUrl, cookieHeader(start));
    expect(back.statusCode).toBe(400);
    expect(back.body).toContain('<h1>Sign-in cancelled</h1>');
    expect(back.body).toContain('Try again');
    expect(back.cookies.find((c) => c.name === LOGIN_COOKIE)).toBeUndefined();
    expect(await t.db.selectFrom('users').select('id').execute()).toEqual([]);
  });

  it('turns the development sign-in off', async () => {
    const login = await call(t.app, routes.devLogin, { body: { email: 'a@b.co', firstName: 'A' } });
    expect(login.statusCode).toBe(404);
    expect((await call(t.app, routes.devLoginScript)).statusCode).toBe(404);
    expect(await t.db.selectFrom('users').select('id').execute()).toEqual([]);
  });
});

describe('when the provider fails (never "the database is unavailable")', () => {
  const UNAVAILABLE = {
    message: 'The sign-in provider could not be reached, please try again',
    code: 'provider_unavailable',
  };
  const CLOSED_PORT = 'http://127.0.0.1:1';

  async function callbackWith(env: Record<string, string>, accept = 'application/json') {
    const app = await buildApp(testConfig({ ...googleEnv, ...env }), { db: t.db, clock: t.clock });
    try {
      providerWillAnswer(GOOGLE_USER);
      const { start, callbackUrl } = await startLogin(app, '/');
      return await arrive(app, callbackUrl, cookieHeader(start), accept);
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

  it('answers 502 within 10 s when the token endpoint never answers, with a page for the browser', async () => {
    provider.hangToken = true;
    try {
      const startedAt = Date.now();
      const back = await callbackWith({}, 'text/html');
      expect(Date.now() - startedAt).toBeLessThan(10_000);
      expect(back.statusCode).toBe(502);
      expect(back.body).toContain('<h1>Google could not be reached</h1>');
      expect(back.body).toContain('Try again');
    } finally {
      provider.hangToken = false;
    }
    expect(await t.db.selectFrom('login_sessions').select('id_hash').execute()).toEqual([]);
  }, 20_000);

  it('answers 502 when the userinfo endpoint is unreachable', async () => {
    const back = await callbackWith({ OAUTH_USERINFO_URL: `${CLOSED_PORT}/userinfo` });
    expect(back.statusCode).toBe(502);
    expect(back.json()).toEqual(UNAVAILABLE);
    expect(await t.db.selectFrom('users').select('id').execute()).toEqual([]);
  });
});

describe('in production', () => {
  it('sends the login cookie Secure and keeps the development sign-in off', async () => {
    const app = await buildApp(testConfig({ ...googleEnv, NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(32) }), {
      db: t.db,
      clock: t.clock,
    });
    try {
      providerWillAnswer(GOOGLE_USER);
      const { start, callbackUrl } = await startLogin(app, '/room/x');
      for (const c of start.cookies) expect(c).toMatchObject({ secure: true, httpOnly: true });
      const back = await arrive(app, callbackUrl, cookieHeader(start));
      expect(back.statusCode).toBe(302);
      expect(back.cookies.find((c) => c.name === LOGIN_COOKIE)).toMatchObject({ secure: true, httpOnly: true });
      const login = await call(app, routes.devLogin, { body: { email: 'a@b.co', firstName: 'A' } });
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
      const res = await call(app, routes.loginCallback, { query: { code: 'x', state: 'y' } });
      expect(res.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
