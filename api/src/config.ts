import { randomBytes } from 'node:crypto';
import { z } from 'zod';

// Every setting of README.md "Settings", parsed once at start-up so a bad value fails loudly there.
const EnvSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  REDIS_URL: z.string().optional(),
  // Every Redis key and channel starts with it, so two deployments (or test runs) can share one Redis.
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_-]{1,64}$/, 'at most 64 letters, digits, ":", "_" or "-"')
    .default('clipclub:'),
  PUBLIC_URL: z.string().url().optional(),
  SESSION_SECRET: z.string().optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  OAUTH_AUTHORIZE_URL: z.string().url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  OAUTH_TOKEN_URL: z.string().url().default('https://oauth2.googleapis.com/token'),
  OAUTH_USERINFO_URL: z.string().url().default('https://openidconnect.googleapis.com/v1/userinfo'),
  YOUTUBE_OEMBED_URL: z.string().url().default('https://www.youtube.com/oembed'),
  YOUTUBE_API_KEY: z.string().optional(),
  // The watch party's player script; tests serve a local stand-in of YouTube's IFrame API.
  YOUTUBE_IFRAME_API_URL: z.string().url().default('https://www.youtube.com/iframe_api'),
  WEB_DIST_DIR: z.string().optional(),
  // Signed-in pages drawn on the server and hydrated; 'off' sends the app shell.
  SERVER_RENDERING: z.enum(['on', 'off']).default('on'),
  // A page slower than this to draw is sent as the shell; tests on a loaded machine raise it.
  RENDER_BUDGET_MS: z.coerce.number().int().positive().default(1000),
  // pino's levels; anything else would crash at start-up with a less clear message.
  // How many reverse proxies sit in front; their X-Forwarded-For is believed, nobody else's.
  TRUST_PROXY_HOPS: z.coerce.number().int().nonnegative().default(0),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Writes per user per minute; high enough for a lively game, low enough to stop a script.
  RATE_LIMIT_WRITES_PER_MINUTE: z.coerce.number().int().positive().default(120),
  // API reads per user per minute: a tab polls ~4 endpoints every 3 s (80/min); room for several.
  RATE_LIMIT_READS_PER_MINUTE: z.coerce.number().int().positive().default(1200),
  // Open sockets per user (tabs and devices) and per client address (a household or a venue).
  SOCKETS_PER_USER: z.coerce.number().int().positive().default(20),
  SOCKETS_PER_ADDRESS: z.coerce.number().int().positive().default(100),
  SCHEDULER_INTERVAL_MS: z.coerce.number().int().nonnegative().default(15_000),
  // Set: reminders are also emailed through this server (smtp://user:pass@host:port).
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().optional(),
  // Web Push's VAPID pair (`npx web-push generate-vapid-keys`), base64url as web-push prints them.
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^B[A-Za-z0-9_-]{86}$/, 'a P-256 public key in base64url (87 characters)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'a P-256 private key in base64url (43 characters)')
    .optional(),
  // Who the push services may contact about our pushes (RFC 8292 §2.1): mailto: or https:.
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, 'a mailto: or https: URL')
    .optional(),
});

export type Config = {
  production: boolean;
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  redisUrl: string | undefined;
  /** Starts every Redis key and channel (REDIS_PREFIX). */
  redisPrefix: string;
  publicUrl: string;
  publicOrigin: string;
  /** Origins whose writes and socket handshakes are same-site: PUBLIC_URL's, plus its loopback twins in development. */
  allowedOrigins: string[];
  sessionSecret: string;
  google: { clientId: string; clientSecret: string } | undefined;
  oauthUrls: { authorize: string; token: string; userinfo: string };
  youtube: { oembedUrl: string; apiKey: string | undefined; iframeApiUrl: string };
  webDistDir: string | undefined;
  /** Signed-in pages are drawn on the server (lib/server-render.ts). */
  serverRendering: boolean;
  /** A signed-in page slower than this to draw is sent as the plain shell. */
  renderBudgetMs: number;
  logLevel: string;
  trustProxyHops: number;
  rateLimitWritesPerMinute: number;
  rateLimitReadsPerMinute: number;
  socketsPerUser: number;
  socketsPerAddress: number;
  schedulerIntervalMs: number;
  /** Unset: no email at all (in-app notifications still work). */
  mail: { smtpUrl: string; from: string } | undefined;
  /** Unset: no Web Push (production without VAPID keys); the bell and email still work. */
  push: PushConfig | undefined;
};

export type PushConfig = {
  /** The VAPID pair, or 'kept' to make one once and keep it in DATA_DIR (development only). */
  keys: { publicKey: string; privateKey: string } | 'kept';
  subject: string;
  /** Development sends to plain http:// endpoints on loopback too (tests run their own push service). */
  loopbackHttp: boolean;
};

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // `PUBLIC_URL=` in a compose file means "unset", not an empty URL (or port 0, or an empty secret).
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new ConfigError(`Invalid setting ${first?.path.join('.')}: ${first?.message}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const google =
    e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
      ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET }
      : undefined;
  if (production && !google) {
    throw new ConfigError(
      'NODE_ENV=production needs GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET: the development sign-in is off in production.',
    );
  }
  if (production && (!e.SESSION_SECRET || e.SESSION_SECRET.length < 32)) {
    throw new ConfigError('NODE_ENV=production needs SESSION_SECRET of at least 32 characters.');
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new ConfigError('Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither.');
  }
  return {
    production,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL || undefined,
    dataDir: e.DATA_DIR,
    redisUrl: e.REDIS_URL || undefined,
    redisPrefix: e.REDIS_PREFIX,
    publicUrl,
    publicOrigin: new URL(publicUrl).origin,
    allowedOrigins: allowedOrigins(publicUrl, production),
    sessionSecret: e.SESSION_SECRET ?? randomBytes(32).toString('hex'),
    google,
    oauthUrls: {
      authorize: e.OAUTH_AUTHORIZE_URL,
      token: e.OAUTH_TOKEN_URL,
      userinfo: e.OAUTH_USERINFO_URL,
    },
    youtube: { oembedUrl: e.YOUTUBE_OEMBED_URL, apiKey: e.YOUTUBE_API_KEY, iframeApiUrl: e.YOUTUBE_IFRAME_API_URL },
    webDistDir: e.WEB_DIST_DIR,
    serverRendering: e.SERVER_RENDERING === 'on',
    renderBudgetMs: e.RENDER_BUDGET_MS,
    logLevel: e.LOG_LEVEL,
    trustProxyHops: e.TRUST_PROXY_HOPS,
    rateLimitWritesPerMinute: e.RATE_LIMIT_WRITES_PER_MINUTE,
    rateLimitReadsPerMinute: e.RATE_LIMIT_READS_PER_MINUTE,
    socketsPerUser: e.SOCKETS_PER_USER,
    socketsPerAddress: e.SOCKETS_PER_ADDRESS,
    schedulerIntervalMs: e.SCHEDULER_INTERVAL_MS,
    mail: e.SMTP_URL
      ? { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM ?? `Clip Club <no-reply@${new URL(publicUrl).hostname}>` }
      : undefined,
    push: pushConfig(e, publicUrl, production),
  };
}

function pushConfig(e: z.infer<typeof EnvSchema>, publicUrl: string, production: boolean): PushConfig | undefined {
  const keys =
    e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
      ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
      : production
        ? undefined
        : ('kept' as const);
  if (!keys) return undefined;
  const url = new URL(publicUrl);
  const subject = e.VAPID_SUBJECT ?? (url.protocol === 'https:' ? url.origin : `mailto:push@${url.hostname}`);
  return { keys, subject, loopbackHttp: !production };
}

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * In development the same server is reached as localhost, 127.0.0.1 or [::1] (Fastify's own log
 * prints 127.0.0.1): all three spellings of a loopback PUBLIC_URL are the same site. Production
 * trusts PUBLIC_URL's origin alone.
 */
export function allowedOrigins(publicUrl: string, production: boolean): string[] {
  const url = new URL(publicUrl);
  if (production || !LOOPBACK_HOSTS.includes(url.hostname)) return [url.origin];
  return LOOPBACK_HOSTS.map((host) => {
    const twin = new URL(url);
    twin.hostname = host;
    return twin.origin;
  });
}
