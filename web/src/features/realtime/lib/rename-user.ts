// A member's new display name (user:renamed) applied to whatever cached data names them:
// members, leaderboard, session participants, results and their vote breakdowns, the watch
// party's voters and watchers. Every shape names a person by an id beside the name, so this
// walks the data and swaps the name wherever the id matches; anonymous entries carry no id
// and stay as they are.

type Renamer = { id: string; name: string };

const NAME_BY_ID: ReadonlyArray<readonly [idKey: string, nameKey: string]> = [
  ['userId', 'userName'],
  ['voterId', 'voterName'],
  ['userId', 'name'],
];

/** The data with every name of `userId` replaced; the same object when nothing changed. */
export function renameUser<T>(data: T, userId: string, userName: string): T {
  return walk(data, { id: userId, name: userName }) as T;
}

function walk(value: unknown, who: Renamer): unknown {
  if (Array.isArray(value)) {
    let changed = false;
    const next = value.map((item) => {
      const out = walk(item, who);
      if (out !== item) changed = true;
      return out;
    });
    return changed ? next : value;
  }
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  const changes: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(record)) {
    const out = walk(child, who);
    if (out !== child) changes[key] = out;
  }
  for (const [idKey, nameKey] of NAME_BY_ID) {
    if (record[idKey] === who.id && typeof record[nameKey] === 'string' && record[nameKey] !== who.name) {
      changes[nameKey] = who.name;
    }
  }
  return Object.keys(changes).length > 0 ? { ...record, ...changes } : value;
}
