// Time comes from a clock so tests can move it instead of sleeping.
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

export function fixedClock(start: Date | string): Clock & { set(t: Date | string): void; advance(ms: number): void } {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set: (t) => {
      current = new Date(t);
    },
    advance: (ms) => {
      current = new Date(current.getTime() + ms);
    },
  };
}
