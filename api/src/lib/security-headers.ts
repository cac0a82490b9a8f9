import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

// Security headers by helmet, computed once at start-up and set by one onRequest hook:
// @fastify/helmet builds helmet's middleware again on every request (27% of CPU on the 304
// path), so the app runs helmet once on a stand-in response and keeps what it set.

export type CspDirectives = Record<string, string[]>;

export type HeaderOptions = {
  production: boolean;
  /** 'sha256-…' sources of the built index.html's inline scripts (theme before first paint) */
  scriptHashes?: readonly string[];
  /** Origins of extra scripts: the watch party's YouTube IFrame API (YOUTUBE_IFRAME_API_URL, a stand-in in tests) */
  scriptOrigins?: readonly string[];
  /**
   * The app's own origins (PUBLIC_URL's, and its loopback twins in development): the page may
   * open sockets to these only, and fetch from 'self' and `connectOrigins`.
   */
  ownOrigins?: readonly string[];
  /** Configured external origins the page itself fetches from (none today). */
  connectOrigins?: readonly string[];
};

// A WebSocket to the app's own host: 'self' covers it in current browsers, not in every one
// still in use, so each own origin is named with its ws/wss scheme.
const socketOrigin = (origin: string) => origin.replace(/^http/, 'ws');

/** The one place for the Content-Security-Policy. Features that embed a new origin add it here. */
export function cspDirectives(options: HeaderOptions): CspDirectives {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'font-src': ["'self'", 'https:', 'data:'],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
    'img-src': ["'self'", 'data:', 'https://i.ytimg.com', 'https://lh3.googleusercontent.com'],
    'object-src': ["'none'"],
    'script-src': [
      "'self'",
      ...(options.scriptHashes ?? []),
      'https://www.youtube.com',
      'https://s.ytimg.com',
      ...(options.scriptOrigins ?? []).filter((origin) => origin !== 'https://www.youtube.com'),
    ],
    'script-src-attr': ["'none'"],
    // Mantine writes CSS variables into style attributes at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Browsers upgrade http sub-resources in production only (development runs on plain http).
    ...(options.production ? { 'upgrade-insecure-requests': [] } : {}),
    'frame-src': ['https://www.youtube.com', 'https://www.youtube-nocookie.com'],
    // Never bare ws: / wss:, which would let an injected script talk to any host.
    'connect-src': [
      "'self'",
      // An IPv6 literal ([::1]) cannot be written in a CSP source (browsers drop it with a
      // console error); 'self' still covers a page opened at that address.
      ...[...new Set((options.ownOrigins ?? []).filter((origin) => !origin.includes('://[')).map(socketOrigin))],
      ...(options.connectOrigins ?? []),
    ],
  };
}

export function cspHeader(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join(';');
}

/** The headers helmet sets with the app's policy, read once from a stand-in response. */
export function securityHeaders(options: HeaderOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: () => {},
  } as unknown as ServerResponse;
  const middleware = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(options) },
    // YouTube's embedded player refuses to play for a page that sends no referrer.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  middleware({} as IncomingMessage, response, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

// The built app's scripts and stylesheets (named by content hash, web/build): a document's
// policy (CSP, framing, opener, referrer) is the document's own, never its subresources', so they
// carry only what a script or sheet is checked against. The rest was 0.9 KB on each of the ~13
// files a page loads: about 12 KB, a quarter of a second on a slow phone link (bench:web).
const BUILT_SUBRESOURCE = /^\/assets\/[\w.-]+\.(js|css)(\?|$)/;
const SUBRESOURCE_HEADERS = ['x-content-type-options', 'cross-origin-resource-policy', 'strict-transport-security'];

/** Of the security headers, those a built script or stylesheet needs (see BUILT_SUBRESOURCE). */
export function subresourceHeaders(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => SUBRESOURCE_HEADERS.includes(name)));
}

export function addSecurityHeaders(app: FastifyInstance, options: HeaderOptions): void {
  const headers = securityHeaders(options);
  const forSubresource = subresourceHeaders(headers);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(BUILT_SUBRESOURCE.test(request.url) ? forSubresource : headers);
    done();
  });
}
