import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { svgDataUri } from './inline-favicon.ts';

describe('svgDataUri', () => {
  it('writes the favicon as a data URI that reads back as the same picture', () => {
    const svg = readFileSync(join(import.meta.dirname, '../public/favicon.svg'), 'utf8');
    const uri = svgDataUri(svg);
    expect(uri).toMatch(/^data:image\/svg\+xml,%3Csvg /);
    // Characters a URI (or the page's double-quoted attribute) cannot hold raw are gone.
    expect(uri.slice('data:image/svg+xml,'.length)).not.toMatch(/[<>#"]/);
    expect(decodeURIComponent(uri.slice('data:image/svg+xml,'.length))).toBe(svg.trim().replaceAll('"', "'"));
  });
});
