import type { WatchWatcher } from '@clipclub/protocol';

type Entry = { sessionId: string; roomId: string; watcher: WatchWatcher };

/**
 * Who is on the watch screen now, per socket, in this process. One user with two tabs counts
 * once (out of sync if either tab is). Several processes each report their own sockets' watchers;
 * the web app shows the latest list, which is right behind one process and close enough behind
 * several for avatars (the playback state itself lives in the database).
 */
export class WatchPresence {
  readonly #bySocket = new Map<string, Entry>();

  /** Records a socket's report; answers whether the session's list changed. */
  report(socketId: string, entry: Entry): boolean {
    const before = JSON.stringify(this.watchers(entry.sessionId));
    const previous = this.#bySocket.get(socketId);
    this.#bySocket.set(socketId, entry);
    const changedSession = previous && previous.sessionId !== entry.sessionId;
    return changedSession || before !== JSON.stringify(this.watchers(entry.sessionId));
  }

  /** Forgets a socket; answers the sessions it was watching. */
  leave(socketId: string): { sessionId: string; roomId: string }[] {
    const entry = this.#bySocket.get(socketId);
    this.#bySocket.delete(socketId);
    return entry ? [{ sessionId: entry.sessionId, roomId: entry.roomId }] : [];
  }

  watchers(sessionId: string): WatchWatcher[] {
    const byUser = new Map<string, WatchWatcher>();
    for (const { sessionId: s, watcher } of this.#bySocket.values()) {
      if (s !== sessionId) continue;
      const seen = byUser.get(watcher.userId);
      byUser.set(
        watcher.userId,
        seen
          ? { ...seen, outOfSync: seen.outOfSync || watcher.outOfSync, buffering: seen.buffering || watcher.buffering }
          : watcher,
      );
    }
    return [...byUser.values()].sort((a, b) => a.name.localeCompare(b.name));
  }
}
