// What each module takes from the modules it imports, following barrels (a module made only of
// imports and exports, like @mantine/core's index) to the modules that define what is taken. The
// module graph alone says a screen importing `Button` from '@mantine/core' needs all of Mantine;
// the bundle keeps only Button and what it uses (tree-shaking), and so must the chunk groups
// (build/chunk-groups.ts), or each screen's Mantine cannot be told apart.

import { dirname, resolve } from 'node:path';

/** A static import: the module's id, and the names taken from it ('*' for all of it). */
export type Link = { id: string; names: readonly string[] | '*' };

export type ModuleLinks = {
  imports: readonly Link[];
  /** Set when the module is a barrel: where each name it exports comes from. */
  barrel?: { named: ReadonlyMap<string, Link & { names: readonly [string] | '*' }>; stars: readonly string[] };
};

/**
 * Each module's static imports, a barrel replaced by the modules that define the names taken from
 * it. What cannot be followed (a name no barrel statement exports, an import not parsed) is kept
 * whole: the answer may say a module needs more than it does, never less.
 */
export function takenImports(
  importedIds: (id: string) => readonly string[],
  links: ReadonlyMap<string, ModuleLinks>,
): (id: string) => string[] {
  const origins = (barrelId: string, name: string, seen: Set<string>): string[] | undefined => {
    const key = `${barrelId}\0${name}`;
    if (seen.has(key)) return undefined;
    seen.add(key);
    const barrel = links.get(barrelId)?.barrel;
    if (!barrel) return [barrelId];
    const found = barrel.named.get(name);
    if (found) {
      const [inner] = found.names === '*' ? ['*'] : found.names;
      return inner === '*' || !links.get(found.id)?.barrel ? [found.id] : origins(found.id, inner, seen);
    }
    for (const star of barrel.stars) {
      const through = links.get(star)?.barrel ? origins(star, name, seen) : undefined;
      if (through) return through;
    }
    // `export *` from a module that is no barrel: the name is that module's own, if any star is one.
    const plain = barrel.stars.filter((star) => !links.get(star)?.barrel);
    return plain.length > 0 ? plain : undefined;
  };
  // What a barrel imports for its side effects alone (a stylesheet) comes with any name taken from it.
  const bare = (barrelId: string) =>
    (links.get(barrelId)?.imports ?? []).filter((link) => link.names !== '*' && link.names.length === 0);
  const cache = new Map<string, string[]>();
  return (id) => {
    const cached = cache.get(id);
    if (cached) return cached;
    const all = importedIds(id);
    const own = links.get(id);
    if (!own) return [...all];
    const out = new Set<string>();
    const followed = new Set<string>();
    for (const link of own.imports) {
      if (!links.get(link.id)?.barrel || link.names === '*') continue;
      const found = link.names.map((name) => origins(link.id, name, new Set()));
      if (found.some((ids) => ids === undefined)) continue; // not followed: kept whole below
      followed.add(link.id);
      for (const ids of found) for (const origin of ids ?? []) out.add(origin);
      for (const side of bare(link.id)) out.add(side.id);
    }
    // A barrel imported twice, once whole (a namespace), stays whole.
    for (const link of own.imports) if (link.names === '*') followed.delete(link.id);
    for (const dep of all) if (!followed.has(dep)) out.add(dep);
    const result = [...out];
    cache.set(id, result);
    return result;
  };
}

// The ESTree nodes read below (rolldown's parser, this.parse), loosely typed.
type Node = { type: string; [key: string]: unknown };
type Named = { type: string; name?: string; value?: string };
const nameOf = (node: Named | undefined) => node?.name ?? node?.value ?? 'default';

/**
 * A module's static imports and, when it is a barrel, its re-exports, from its code. `resolveId`
 * maps an import's source to the id of the module the graph holds (undefined: left unparsed).
 */
export function readLinks(
  program: { body: readonly Node[] },
  resolveId: (source: string) => string | undefined,
): ModuleLinks | undefined {
  const imports: Link[] = [];
  const named = new Map<string, Link & { names: readonly [string] | '*' }>();
  const stars: string[] = [];
  const locals = new Map<string, Link & { names: readonly [string] | '*' }>();
  let barrel = true;
  for (const node of program.body) {
    const source = (node.source as { value?: string } | null | undefined)?.value;
    const id = source === undefined ? undefined : resolveId(source);
    if (source !== undefined && id === undefined) return undefined;
    if (node.type === 'ImportDeclaration' && id) {
      const specifiers = node.specifiers as (Named & { imported?: Named; local: Named })[];
      const names: string[] = [];
      let whole = false;
      for (const s of specifiers) {
        if (s.type === 'ImportNamespaceSpecifier') whole = true;
        const name =
          s.type === 'ImportSpecifier' ? nameOf(s.imported) : s.type === 'ImportDefaultSpecifier' ? 'default' : '*';
        names.push(name);
        locals.set(nameOf(s.local), { id, names: name === '*' ? '*' : [name] });
      }
      imports.push({ id, names: whole ? '*' : names });
    } else if (node.type === 'ExportNamedDeclaration' && !node.declaration) {
      const specifiers = node.specifiers as { local: Named; exported: Named }[];
      const names: string[] = [];
      for (const s of specifiers) {
        const exported = nameOf(s.exported);
        const from = id ? { id, names: [nameOf(s.local)] as const } : locals.get(nameOf(s.local));
        if (from) named.set(exported, from);
        else barrel = false; // exports a name of its own
        names.push(nameOf(s.local));
      }
      if (id) imports.push({ id, names });
    } else if (node.type === 'ExportAllDeclaration' && id) {
      const exported = node.exported as Named | null;
      if (exported) named.set(nameOf(exported), { id, names: '*' });
      else stars.push(id);
      imports.push({ id, names: '*' });
    } else {
      barrel = false;
    }
  }
  return barrel ? { imports, barrel: { named, stars } } : { imports };
}

/** The id an import's source names, among those the graph says the module imports. */
export function relativeId(importer: string, source: string, importedIds: readonly string[]): string | undefined {
  if (!source.startsWith('.')) return undefined;
  const path = resolve(dirname(importer), source);
  return importedIds.find((id) => id === path);
}
