// A push's payload (protocol/src/http/push.ts PushPayloadSchema: { kind, title, body, url }),
// checked by hand: the worker stays free of zod. Anything malformed shows nothing.

export type ShownNotification = { kind: string; title: string; body: string; url: string };

const MAX_TEXT = 300;

/** The app's own path for a notification's tap: a same-site path, else the dashboard. */
export function safeAppPath(url: unknown): string {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') && !url.includes('\\')
    ? url
    : '/dashboard';
}

export function notificationOf(text: string): ShownNotification | null {
  let payload: unknown;
  try {
    payload = JSON.parse(text);
  } catch {
    return null;
  }
  if (!payload || typeof payload !== 'object') return null;
  const { kind, title, body, url } = payload as Record<string, unknown>;
  if (typeof kind !== 'string' || typeof title !== 'string' || !title || typeof body !== 'string') return null;
  return { kind, title: title.slice(0, MAX_TEXT), body: body.slice(0, MAX_TEXT), url: safeAppPath(url) };
}
