// YouTube's contentDetails.duration is an ISO-8601 duration such as PT1H2M3S or P1DT2H.
// Weeks, months and years never occur for a video, so they are not accepted.
const DURATION = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/;

/** Whole seconds, or null when the text is not a duration YouTube would send. */
export function isoDurationSeconds(text: string): number | null {
  const m = DURATION.exec(text);
  if (!m || text === 'P' || text.endsWith('T')) return null;
  const [days, hours, minutes, seconds] = m.slice(1).map((v) => Number(v ?? 0));
  return ((days! * 24 + hours!) * 60 + minutes!) * 60 + seconds!;
}
