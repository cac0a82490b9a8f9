import type { Database } from '../../db/connect.ts';
import { findSession } from '../../db/tables/sessions.ts';
import type { Clock } from '../../lib/clock.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import { dueTransition } from '../sessions/deadlines.ts';
import type { SessionLifecycle } from '../sessions/lifecycle.ts';
import * as q from './queries.ts';

type Deps = {
  db: Database;
  clock: Clock;
  lifecycle: SessionLifecycle;
  intervalMs: number;
  /** Runs after each pass's phase moves, e.g. reminders (which then see the new phases). */
  afterRun?: (now: Date) => Promise<unknown>;
  onError?: (error: unknown) => void;
};

// A session moves at most twice (to voting, then results) per run.
const MAX_STEPS_PER_SESSION = 2;

/**
 * Automatic rooms' phase moves (docs/rules.md §3). Every move goes through the same locked,
 * conditional UPDATEs as an admin's advance, so several processes (or an admin pressing the
 * button at the deadline) can run it at once and each move still happens exactly once.
 */
export function createScheduler({ db, clock, lifecycle, intervalMs, afterRun, onError = () => {} }: Deps) {
  /**
   * Moves every automatic-room session whose deadline is at or before `now`, one phase at a
   * time, so a session whose two deadlines both passed during downtime goes all the way to
   * results; then opens the next upcoming session of any automatic room left with none active.
   * Answers the ids of the sessions that changed phase in this call.
   */
  async function runDueTransitions(now: Date): Promise<string[]> {
    const moved: string[] = [];
    for (const { id } of await q.listDueSessions(db, now)) {
      for (let step = 0; step < MAX_STEPS_PER_SESSION; step++) {
        const session = await findSession(db, id);
        const action = session
          ? dueTransition(
              {
                status: session.status,
                submissionsDeadline: session.submissions_deadline,
                votingDeadline: session.voting_deadline,
              },
              now,
            )
          : null;
        if (!action) break;
        try {
          moved.push(...(await lifecycle.advance(id, action, now, null)).moved);
        } catch (error) {
          // Another process or an admin moved (or deleted) it first: re-read and carry on.
          if (!(error instanceof ConflictError || error instanceof NotFoundError)) throw error;
        }
      }
    }
    for (const room of await q.listIdleAutomaticRooms(db)) {
      try {
        moved.push(...(await lifecycle.openNextIfIdle(room.id, now)).moved);
      } catch (error) {
        if (!(error instanceof ConflictError || error instanceof NotFoundError)) throw error;
      }
    }
    return moved;
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;

  function tick() {
    // A slow run (a busy database) is never overlapped by the next tick of the same process.
    if (running) return;
    const now = clock.now();
    running = runDueTransitions(now)
      .catch(onError)
      .then(() => afterRun?.(now))
      .catch(onError)
      .finally(() => {
        running = undefined;
      });
  }

  return {
    runDueTransitions,

    /** One whole pass, as each tick runs it: the phase moves, then what comes after them (afterRun). */
    async runPass(now: Date): Promise<void> {
      await runDueTransitions(now);
      await afterRun?.(now);
    },

    /** Runs once at once (catching up after downtime), then every intervalMs; 0 disables it. */
    start() {
      if (intervalMs <= 0 || timer) return;
      tick();
      timer = setInterval(tick, intervalMs);
      timer.unref();
    },

    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
export type Scheduler = ReturnType<typeof createScheduler>;
