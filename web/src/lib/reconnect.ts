// Writes that cannot reach the server: instead of failing at once or spinning forever,
// the client says it is offline, tries again when the connection is back, and gives up with a
// clear message after a bounded time. Pure over an environment, so tests drive the clock.

export const OFFLINE_MESSAGES = {
  retrying: "You're offline — retrying",
  retryingDetail: 'Your change will be sent as soon as the connection is back.',
  failed: "You're offline, so this wasn't sent. Check your connection and try again.",
} as const;

export class OfflineError extends Error {
  override readonly name = 'OfflineError';
  constructor() {
    super(OFFLINE_MESSAGES.failed);
  }
}

export type ReconnectEnv = {
  isOnline: () => boolean;
  now: () => number;
  /** Resolves after `ms`, or earlier when the browser says it is back online. */
  wait: (ms: number) => Promise<void>;
  /** The "You're offline — retrying" toast: shown once per write, hidden when it ends. */
  showRetrying: () => void;
  hideRetrying: () => void;
};

/** fetch rejects with a TypeError when the request could not be made at all. */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError;
}

export const GIVE_UP_AFTER_MS = 60_000;
const FIRST_DELAY_MS = 1_000;
const MAX_DELAY_MS = 8_000;

export async function sendWithReconnect<T>(
  send: () => Promise<T>,
  env: ReconnectEnv,
  giveUpAfterMs = GIVE_UP_AFTER_MS,
): Promise<T> {
  const started = env.now();
  let delay = FIRST_DELAY_MS;
  let told = false;
  try {
    for (;;) {
      if (env.isOnline()) {
        try {
          return await send();
        } catch (error) {
          if (!isNetworkError(error)) throw error;
        }
      }
      const left = giveUpAfterMs - (env.now() - started);
      if (left <= 0) throw new OfflineError();
      if (!told) {
        env.showRetrying();
        told = true;
      }
      await env.wait(Math.min(delay, left));
      delay = Math.min(delay * 2, MAX_DELAY_MS);
    }
  } finally {
    if (told) env.hideRetrying();
  }
}
