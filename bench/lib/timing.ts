import { pause } from './clients.ts';

/** One timed write: `send` resolves on its answer; the room's members hear it as `heardAs`. */
export type TimedWrite = { roomId: string; members: number; heardAs: string; send: () => Promise<void> };

/**
 * Every room's write within one second; per room, from the request's start to the moment the
 * last of its members heard it (`onHeard` is called by the clients' event listeners). The same
 * clock for our server and for the bare baseline, so their figures compare.
 */
export async function roomsWithinOneSecond(writes: TimedWrite[], onHeard: Map<string, () => void>) {
  const latencies: number[] = [];
  let errors = 0;
  await Promise.all(
    writes.map(async (write, i) => {
      await pause((i * 1_000) / writes.length);
      let count = 0;
      let timer: NodeJS.Timeout | undefined;
      const everyone = new Promise<number>((resolve, reject) => {
        timer = setTimeout(() => reject(new Error(`room ${write.roomId}: ${count} of ${write.members} heard`)), 10_000);
        onHeard.set(`${write.roomId}|${write.heardAs}`, () => {
          if (++count === write.members) resolve(performance.now());
        });
      });
      everyone.catch(() => {}); // awaited below; a failed write must not leave it unhandled
      const startedAt = performance.now();
      try {
        await write.send();
        latencies.push((await everyone) - startedAt);
      } catch (error) {
        errors++;
        console.error(`  ${(error as Error).message}`);
      } finally {
        clearTimeout(timer);
      }
    }),
  );
  onHeard.clear();
  return { latencies, errors };
}
