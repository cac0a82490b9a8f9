import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const google = { GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' };
const secret = { SESSION_SECRET: 'x'.repeat(32) };

describe('loadConfig', () => {
  it('has the defaults of README.md "Settings"', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      production: false,
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: './data',
      redisUrl: undefined,
      redisPrefix: 'clipclub:',
      publicUrl: 'http://localhost:3000',
      publicOrigin: 'http://localhost:3000',
      google: undefined,
      oauthUrls: {
        authorize: 'https://accounts.google.com/o/oauth2/v2/auth',
        token: 'https://oauth2.googleapis.com/token',
        userinfo: 'https://openidconnect.googleapis.com/v1/userinfo',
      },
      youtube: {
        oembedUrl: 'https://www.youtube.com/oembed',
        apiKey: undefined,
        iframeApiUrl: 'https://www.youtube.com/iframe_api',
      },
    });
    // A random secret per process in development, long enough to sign cookies.
    expect(config.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({}).sessionSecret).not.toBe(config.sessionSecret);
  });

  it('derives PUBLIC_URL from PORT, and the allowed origin from PUBLIC_URL', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    const config = loadConfig({ PUBLIC_URL: 'https://clips.example.com/' });
    expect(config.publicUrl).toBe('https://clips.example.com');
    expect(config.publicOrigin).toBe('https://clips.example.com');
  });

  it('treats every loopback spelling of a loopback PUBLIC_URL as the same site, in development only', () => {
    expect(loadConfig({ PORT: '3103' }).allowedOrigins).toEqual([
      'http://localhost:3103',
      'http://127.0.0.1:3103',
      'http://[::1]:3103',
    ]);
    expect(loadConfig({ PUBLIC_URL: 'http://127.0.0.1:4000' }).allowedOrigins).toContain('http://localhost:4000');
    expect(loadConfig({ PUBLIC_URL: 'https://clips.example.com' }).allowedOrigins).toEqual([
      'https://clips.example.com',
    ]);
    const production = loadConfig({ NODE_ENV: 'production', ...google, ...secret, PUBLIC_URL: 'http://localhost:80' });
    expect(production.allowedOrigins).toEqual(['http://localhost']);
  });

  it('turns Google on only when both client id and secret are set', () => {
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id' }).google).toBeUndefined();
    expect(loadConfig(google).google).toEqual({ clientId: 'id', clientSecret: 'secret' });
  });

  it('starts in production with Google and a long secret', () => {
    const config = loadConfig({ NODE_ENV: 'production', ...google, ...secret });
    expect(config.production).toBe(true);
    expect(config.sessionSecret).toBe(secret.SESSION_SECRET);
  });

  it('refuses production without Google, saying why', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', ...secret })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', ...secret })).toThrow(
      'NODE_ENV=production needs GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET: the development sign-in is off in production.',
    );
  });

  it.each([[undefined], [''], ['x'.repeat(31)]])('refuses production with SESSION_SECRET %j', (value) => {
    const env = { NODE_ENV: 'production', ...google, SESSION_SECRET: value };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow('NODE_ENV=production needs SESSION_SECRET of at least 32 characters.');
  });

  it.each([
    [{ PORT: 'eighty' }, 'Invalid setting PORT'],
    [{ PUBLIC_URL: 'not a url' }, 'Invalid setting PUBLIC_URL'],
    [{ RATE_LIMIT_WRITES_PER_MINUTE: '0' }, 'Invalid setting RATE_LIMIT_WRITES_PER_MINUTE'],
    [{ LOG_LEVEL: 'verbose' }, 'Invalid setting LOG_LEVEL'],
    [{ REDIS_PREFIX: 'two words' }, 'Invalid setting REDIS_PREFIX: at most 64 letters, digits'],
  ])('names a bad setting %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('treats empty settings as unset', () => {
    const config = loadConfig({ DATABASE_URL: '', REDIS_URL: '', PUBLIC_URL: '', PORT: '', SESSION_SECRET: '' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.sessionSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('turns Web Push on with VAPID keys, keeps a pair in development, and leaves it off in production without', () => {
    const keys = { VAPID_PUBLIC_KEY: `B${'a'.repeat(86)}`, VAPID_PRIVATE_KEY: 'b'.repeat(43) };
    expect(loadConfig({}).push).toEqual({ keys: 'kept', subject: 'mailto:push@localhost', loopbackHttp: true });
    expect(loadConfig({ ...google, ...secret, NODE_ENV: 'production' }).push).toBeUndefined();
    expect(
      loadConfig({ ...google, ...secret, ...keys, NODE_ENV: 'production', PUBLIC_URL: 'https://clips.example.com' })
        .push,
    ).toEqual({
      keys: { publicKey: keys.VAPID_PUBLIC_KEY, privateKey: keys.VAPID_PRIVATE_KEY },
      subject: 'https://clips.example.com',
      loopbackHttp: false,
    });
    expect(loadConfig({ ...keys, VAPID_SUBJECT: 'mailto:admin@example.com' }).push?.subject).toBe(
      'mailto:admin@example.com',
    );
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: keys.VAPID_PUBLIC_KEY })).toThrow(ConfigError);
    expect(() => loadConfig({ ...keys, VAPID_PRIVATE_KEY: 'short' })).toThrow(/VAPID_PRIVATE_KEY/);
    expect(() => loadConfig({ VAPID_SUBJECT: 'http://example.com' })).toThrow(/VAPID_SUBJECT/);
  });
});
