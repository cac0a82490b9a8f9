import { inBatches, type Member, pause, send } from './clients.ts';
import type { Room, Write } from './game.ts';
import type { BenchServer } from './shipped.ts';

const INTERVAL_MS = 3_000; // docs/rules.md §11: polling every 3 seconds

export type PollResult = {
  notModified: number;
  ok: number;
  errors: number;
  /** sorted, ms */
  latencies: number[];
  /** longest time from a room's write (its answer) to the last of its members seeing it by polling */
  lastSeenAfter: number;
  /** members who saw their room's write by polling */
  sawWrite: number;
};

/**
 * Every member polls its room page every 3 s with the ETag of its last answer, as a browser does
 * while its socket is down. Midway, every room gets its planned write (all within one second);
 * the writes are prepared before, so the page loads already show what preparing changed.
 */
export async function pollRooms(
  server: BenchServer,
  rooms: Room[],
  seconds: number,
  pathFor: (room: Room) => string,
  planned: Write[],
  /** around the page load every member makes before polling (e.g. to profile it) */
  beforePolling?: () => Promise<unknown>,
  afterPageLoad?: () => Promise<unknown>,
): Promise<PollResult> {
  const result: PollResult = { notModified: 0, ok: 0, errors: 0, latencies: [], lastSeenAfter: 0, sawWrite: 0 };
  const tags = new Map<Member, string | undefined>();
  const writeStartedAt = new Map<string, number>();
  const writeAnsweredAt = new Map<string, number>();
  const seen = new Set<Member>();

  const everyone = rooms.flatMap((room) => room.members.map((member) => ({ room, member })));
  await beforePolling?.();
  // The page load before polling starts.
  await inBatches(everyone, 50, async ({ room, member }) => {
    tags.set(member, (await send(server, member, 'GET', pathFor(room))).etag);
  });
  await afterPageLoad?.();

  const startedAt = performance.now();
  const endsAt = startedAt + seconds * 1_000;
  const pollOne = async (room: Room, member: Member) => {
    const sentAt = performance.now();
    try {
      const answer = await send(server, member, 'GET', pathFor(room), { ifNoneMatch: tags.get(member) });
      const now = performance.now();
      result.latencies.push(now - sentAt);
      if (answer.status === 304) result.notModified++;
      else if (answer.status === 200) {
        result.ok++;
        tags.set(member, answer.etag);
        // The tag only changes when the room's version does, so a 200 after the write started
        // is this member seeing it.
        if (writeStartedAt.has(room.id) && !seen.has(member)) {
          seen.add(member);
          // Seen before the writer even had its answer counts as at once.
          result.lastSeenAfter = Math.max(result.lastSeenAfter, now - (writeAnsweredAt.get(room.id) ?? now));
        }
      } else result.errors++;
    } catch {
      result.errors++;
    }
  };
  const member = async ({ room, member: m }: { room: Room; member: Member }) => {
    await pause(Math.random() * INTERVAL_MS);
    while (performance.now() < endsAt) {
      const tick = performance.now();
      await pollOne(room, m);
      await pause(Math.max(0, INTERVAL_MS - (performance.now() - tick)));
    }
  };
  const writes = (async () => {
    await pause((seconds * 1_000) / 2);
    await Promise.all(
      planned.map(async (w, i) => {
        await pause((i * 1_000) / planned.length);
        writeStartedAt.set(w.roomId, performance.now());
        await w.send();
        writeAnsweredAt.set(w.roomId, performance.now());
      }),
    );
  })();

  await Promise.all([...everyone.map(member), writes]);
  result.latencies.sort((a, b) => a - b);
  result.sawWrite = seen.size;
  return result;
}
