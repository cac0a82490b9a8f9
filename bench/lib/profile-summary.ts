import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

// `npx tsx bench/lib/profile-summary.ts <file.cpuprofile>… [top]`: where a CPU profile's time
// went, by function (self time), and by the file or package it belongs to. Several files (the
// timed windows of one run) are summed.
type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] };
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

export function summarise(files: string | readonly string[], top = 25): string[] {
  const self = new Map<Node['callFrame'], number>();
  for (const file of typeof files === 'string' ? [files] : files) {
    const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    profile.samples.forEach((id, i) => {
      const frame = (byId.get(id) as Node).callFrame;
      self.set(frame, (self.get(frame) ?? 0) + (profile.timeDeltas[i] ?? 0));
    });
  }
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const place = (url: string) => {
    const path = url.replace(/^file:\/\//, '');
    const pkg = path.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
    if (pkg) return pkg[1] as string;
    return path.startsWith('/') ? relative(process.cwd(), path) : path || '(native)';
  };
  const fns = new Map<string, number>();
  const places = new Map<string, number>();
  for (const [{ functionName, url, lineNumber }, us] of self) {
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
  const args = process.argv.slice(2);
  const top = args.at(-1)?.match(/^\d+$/) ? Number(args.pop()) : 25;
  if (args.length === 0) throw new Error('usage: profile-summary.ts <file.cpuprofile>… [top]');
  console.log(summarise(args, top).join('\n'));
}
