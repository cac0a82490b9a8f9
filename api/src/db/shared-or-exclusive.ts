type Waiter = { exclusive: boolean; go: () => void };

/**
 * A lock held shared by many or exclusively by one, granted in the order asked: a shared ask
 * behind a waiting exclusive one waits too, so a stream of shared holders never starves it.
 * PGlite's one connection (db/connect.ts): queries outside a transaction share it, a transaction
 * (or a checkpoint) takes it alone.
 */
export class SharedOrExclusiveLock {
  #shared = 0;
  #exclusive = false;
  #queue: Waiter[] = [];

  /** Whether anyone holds the lock or waits for it. */
  get busy(): boolean {
    return this.#shared > 0 || this.#exclusive || this.#queue.length > 0;
  }

  acquire(exclusive: boolean): Promise<void> {
    if (this.#queue.length === 0 && this.#grantable(exclusive)) {
      this.#grant(exclusive);
      return Promise.resolve();
    }
    return new Promise((go) => this.#queue.push({ exclusive, go }));
  }

  release(exclusive: boolean): void {
    if (exclusive) this.#exclusive = false;
    else this.#shared--;
    for (let next = this.#queue[0]; next && this.#grantable(next.exclusive); next = this.#queue[0]) {
      this.#queue.shift();
      this.#grant(next.exclusive);
      next.go();
    }
  }

  #grantable(exclusive: boolean): boolean {
    return !this.#exclusive && (!exclusive || this.#shared === 0);
  }

  #grant(exclusive: boolean): void {
    if (exclusive) this.#exclusive = true;
    else this.#shared++;
  }
}
