import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LAZY_PARTS } from './boot-chunks.ts';

const src = join(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the lazy parts a drawn page preloads with its screen (LAZY_PARTS)', () => {
  it('name every preloadable lazy outside the route table, with the module it loads', () => {
    const found: Record<string, string> = {};
    for (const file of sources(src)) {
      const text = readFileSync(file, 'utf8');
      for (const [, name, spec] of text.matchAll(/preloadableLazy\(\s*'([^']+)',\s*\(\)\s*=>\s*import\('([^']+)'\)/g)) {
        if (name?.startsWith('screen:')) continue;
        found[name as string] = relative(src, join(file, '..', spec as string));
      }
    }
    expect(found).toEqual(LAZY_PARTS);
  });
});
