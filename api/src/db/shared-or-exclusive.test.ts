import { describe, expect, it } from 'vitest';
import { SharedOrExclusiveLock } from './shared-or-exclusive.ts';

/** Asks for the lock and records, in `granted`, the moment it is given. */
function ask(lock: SharedOrExclusiveLock, exclusive: boolean, name: string, granted: string[]) {
  return lock.acquire(exclusive).then(() => {
    granted.push(name);
  });
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('SharedOrExclusiveLock', () => {
  it('gives many shared holders the lock at once', async () => {
    const lock = new SharedOrExclusiveLock();
    const granted: string[] = [];
    await Promise.all(['a', 'b', 'c'].map((name) => ask(lock, false, name, granted)));
    expect(granted).toEqual(['a', 'b', 'c']);
    expect(lock.busy).toBe(true);
    for (let i = 0; i < 3; i++) lock.release(false);
    expect(lock.busy).toBe(false);
  });

  it('gives an exclusive holder the lock once the shared ones before it are gone, and alone', async () => {
    const lock = new SharedOrExclusiveLock();
    const granted: string[] = [];
    void ask(lock, false, 'shared 1', granted);
    void ask(lock, false, 'shared 2', granted);
    void ask(lock, true, 'exclusive', granted);
    void ask(lock, false, 'shared after', granted);
    await turn();
    expect(granted).toEqual(['shared 1', 'shared 2']);
    lock.release(false);
    await turn();
    expect(granted).toEqual(['shared 1', 'shared 2']);
    lock.release(false);
    await turn();
    // The shared ask behind it waits: a stream of queries does not starve a transaction.
    expect(granted).toEqual(['shared 1', 'shared 2', 'exclusive']);
    lock.release(true);
    await turn();
    expect(granted).toEqual(['shared 1', 'shared 2', 'exclusive', 'shared after']);
  });

  it('lets exclusive holders through one at a time, in the order they asked', async () => {
    const lock = new SharedOrExclusiveLock();
    const granted: string[] = [];
    void ask(lock, true, 'first', granted);
    void ask(lock, true, 'second', granted);
    void ask(lock, false, 'shared', granted);
    await turn();
    expect(granted).toEqual(['first']);
    lock.release(true);
    await turn();
    expect(granted).toEqual(['first', 'second']);
    lock.release(true);
    await turn();
    expect(granted).toEqual(['first', 'second', 'shared']);
  });
});
