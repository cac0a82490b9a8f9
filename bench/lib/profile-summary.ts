import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

// `npx tsx bench/lib/profile-summary.ts <file.cpuprofile> [top]`: where a CPU profile's time
// went, by function (self time), and by the file or package it belongs to.
type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] };
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

export function summarise(file: string, top = 25): string[] {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => {
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const place = (url: string) => {
    const path = url.replace(/^file:\/\//, '');
    const pkg = path.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
    if (pkg) return pkg[1] as string;
    return path.startsWith('/') ? relative(process.cwd(), path) : path || '(native)';
  };
  const fns = new Map<string, number>();
  const places = new Map<string, number>();
  for (const [id, us] of self) {
    const { functionName, url, lineNumber } = (byId.get(id) as Node).callFrame;
    const where = place(url);
    const key = `${functionName || '(anonymous)'} ${where}${url ? `:${lineNumber + 1}` : ''}`;
    fns.set(key, (fns.get(key) ?? 0) + us);
    places.set(where, (places.get(where) ?? 0) + us);
  }
  const pct = (us: number) => `${((100 * us) / total).toFixed(1).padStart(5)} %`;
  const list = (m: Map<string, number>) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([k, us]) => `  ${pct(us)}  ${k}`);
  return [
    `${(total / 1000).toFixed(0)} ms sampled`,
    'by function (self):',
    ...list(fns),
    'by file or package:',
    ...list(places),
  ];
}

if (process.argv[1]?.endsWith('profile-summary.ts')) {
  const [file, top] = process.argv.slice(2);
  if (!file) throw new Error('usage: profile-summary.ts <file.cpuprofile> [top]');
  console.log(summarise(file, Number(top ?? 25)).join('\n'));
}
