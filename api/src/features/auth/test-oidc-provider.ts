import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { interactionPolicy } from 'oidc-provider';

// A real OpenID Connect provider (oidc-provider, certified) on a free local port, for the sign-in
// tests. The login and consent screens are the test's: a browser "at the provider" is a fetch
// with a cookie jar, and the test decides who signs in, whether consent is denied, and whether
// the token endpoint answers at all.

export const CLIENT = { id: 'clip-club-test', secret: 'not-a-real-secret-of-enough-length' };

export type Person = {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name: string;
  family_name: string;
  name: string;
  picture: string;
};

export type TestProvider = {
  issuer: string;
  /** The app's OAUTH_* settings for this provider. */
  env: Record<string, string>;
  /** Who signs in at the next login screen; `deny` answers access_denied at consent instead. */
  next: { person: Person; deny?: boolean };
  /** The prompts each interaction asked for, in order (e.g. ['select_account', 'login', 'consent']). */
  prompts: string[][];
  /** While set, requests to the token endpoint are read and never answered. */
  hangToken: boolean;
  /** A browser at the provider: follows its redirects with cookies until it leaves for `until`. */
  browse: (url: string, until: string, jar: CookieJar) => Promise<URL>;
  close: () => Promise<void>;
};

export type CookieJar = Map<string, string>;

export async function startTestProvider(redirectUri: string): Promise<TestProvider> {
  const people = new Map<string, Person>();
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  // Google's select_account prompt, which oidc-provider lacks by default: asked only when requested.
  const policy = interactionPolicy.base();
  policy.add(new interactionPolicy.Prompt({ name: 'select_account', requestable: true }), 0);

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT.id,
        client_secret: CLIENT.secret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    pkce: { methods: ['S256'], required: () => true },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name', 'picture'],
    },
    findAccount: (_ctx, sub) => {
      const person = people.get(sub);
      return person ? { accountId: sub, claims: () => person } : undefined;
    },
    interactions: { policy, url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    features: { devInteractions: { enabled: false } },
    cookies: { keys: ['a test provider cookie key'] },
  });
  const handle = provider.callback();

  const state: TestProvider = {
    issuer,
    env: {
      OAUTH_AUTHORIZE_URL: `${issuer}/auth`,
      OAUTH_TOKEN_URL: `${issuer}/token`,
      OAUTH_USERINFO_URL: `${issuer}/me`,
    },
    next: { person: undefined as unknown as Person },
    prompts: [],
    hangToken: false,
    browse: (url, until, jar) => browse(url, until, jar),
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };

  // The provider's login and consent screens, answered at once as the test arranged.
  async function interaction(req: IncomingMessage, res: ServerResponse) {
    const details = await provider.interactionDetails(req, res);
    state.prompts.push([details.prompt.name, ...details.prompt.reasons.filter((r) => r.endsWith('_prompt'))]);
    const { person, deny } = state.next;
    if (deny) {
      return provider.interactionFinished(req, res, {
        error: 'access_denied',
        error_description: 'End-User aborted interaction',
      });
    }
    people.set(person.sub, person);
    const grant = new provider.Grant({ accountId: person.sub, clientId: CLIENT.id });
    grant.addOIDCScope('openid email profile');
    const grantId = await grant.save();
    await provider.interactionFinished(req, res, {
      select_account: {},
      login: { accountId: person.sub },
      consent: { grantId },
    });
  }

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (state.hangToken && req.url?.startsWith('/token')) return void req.resume();
    if (req.url?.startsWith('/interaction/')) {
      interaction(req, res).catch((error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      });
      return;
    }
    handle(req, res);
  });

  async function browse(start: string, until: string, jar: CookieJar): Promise<URL> {
    let url = new URL(start);
    for (let hops = 0; hops < 10; hops++) {
      if (url.href.startsWith(until)) return url;
      const res = await fetch(url, {
        redirect: 'manual',
        headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
      });
      for (const set of res.headers.getSetCookie()) {
        const [pair] = set.split(';');
        const at = (pair ?? '').indexOf('=');
        const name = (pair ?? '').slice(0, at);
        const value = (pair ?? '').slice(at + 1);
        if (/expires=Thu, 01 Jan 1970/i.test(set) || value === '') jar.delete(name);
        else jar.set(name, value);
      }
      const location = res.headers.get('location');
      if (!location) throw new Error(`the provider stopped at ${url.pathname}: ${res.status} ${await res.text()}`);
      url = new URL(location, url);
    }
    throw new Error('too many redirects at the provider');
  }

  return state;
}
