import { describe, expect, it } from 'vitest';
import { OFFLINE_MESSAGES, OfflineError, type ReconnectEnv, sendWithReconnect } from './reconnect.ts';

/** A clock and a connection the test moves by hand; wait() jumps the clock. */
function fakeEnv(online: boolean[]) {
  let now = 0;
  const log: string[] = [];
  let checks = 0;
  const env: ReconnectEnv = {
    isOnline: () => online[Math.min(checks++, online.length - 1)] ?? true,
    now: () => now,
    wait: async (ms) => {
      log.push(`wait ${ms}`);
      now += ms;
    },
    showRetrying: () => log.push('offline toast'),
    hideRetrying: () => log.push('toast hidden'),
  };
  return { env, log };
}

describe('sendWithReconnect', () => {
  it('sends at once when online, with no toast', async () => {
    const { env, log } = fakeEnv([true]);
    await expect(sendWithReconnect(async () => 'ok', env)).resolves.toBe('ok');
    expect(log).toEqual([]);
  });

  it('says "offline — retrying" once, waits, and sends when the connection is back', async () => {
    const { env, log } = fakeEnv([false, false, true]);
    let sent = 0;
    await expect(sendWithReconnect(async () => ++sent, env)).resolves.toBe(1);
    expect(log).toEqual(['offline toast', 'wait 1000', 'wait 2000', 'toast hidden']);
    expect(OFFLINE_MESSAGES.retrying).toBe("You're offline — retrying");
  });

  it('retries a request that failed on the network, but not one the server answered', async () => {
    const { env } = fakeEnv([true]);
    let calls = 0;
    const flaky = async () => {
      calls++;
      if (calls === 1) throw new TypeError('Failed to fetch');
      return 'second time';
    };
    await expect(sendWithReconnect(flaky, env)).resolves.toBe('second time');
    const refused = new Error('409: taken');
    await expect(
      sendWithReconnect(async () => {
        throw refused;
      }, env),
    ).rejects.toBe(refused);
  });

  it('gives up with a clear message after the time limit instead of spinning forever', async () => {
    const { env, log } = fakeEnv([false]);
    const error = await sendWithReconnect(async () => 'never', env, 20_000).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OfflineError);
    expect((error as Error).message).toBe(OFFLINE_MESSAGES.failed);
    expect(log).toEqual([
      'offline toast',
      'wait 1000',
      'wait 2000',
      'wait 4000',
      'wait 8000',
      'wait 5000',
      'toast hidden',
    ]);
  });
});
