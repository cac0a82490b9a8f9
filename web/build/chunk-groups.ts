// Vite plugin for production builds: groups the app's code into a few chunks instead of the
// dozens rolldown's automatic splitting makes (one per set of lazy parts sharing a module). On a
// slow phone over HTTP/1.1 (6 connections, 400 ms a round trip) each file costs a round trip:
// the vote page waited for 73 files. Groups (output.codeSplitting.groups), by priority:
//   - react-dom: React DOM and its scheduler, which app/boot.tsx evaluates in a task of its own;
//   - vendor: the other packages of the app's frame (React, the router, TanStack Query, zustand);
//   - ui, ui-shared, ui-floating, ui-screens, ui-rooms, ui-scroll-lock: Mantine's components and
//     hooks (with floating-ui…), by who uses them (the frame; every screen; what floats, two parts
//     or more; the rest, two parts or more, split by whether a session screen uses it; the scroll
//     lock of dialogs and toasts, build/scroll-lock-pure.ts), following what each module takes from @mantine/core's index
//     (build/taken-imports.ts): a page loads its own screen's components, not every screen's, in
//     four files instead of one per component (about 40);
//   - app: the app's own frame (boot, providers, layout, header, route table, the landing);
//   - screens: the app's modules two screens or more share beyond the frame, unless they bring a
//     heavy package (zod, forms, charts, drag and drop, the socket) a screen may not need.
// Each screen and each lazy part keeps its own chunk. The frame is read from the module graph
// once it is built: what app/boot.tsx and its steps import statically, beyond what the entry
// (the first paint) imports.

import type { CodeSplittingGroup } from 'rolldown';
import type { Plugin } from 'vite';
import { SCROLL_LOCK } from './scroll-lock-pure.ts';
import { type ModuleLinks, readLinks, relativeId, takenImports } from './taken-imports.ts';

const BOOT = /[\\/]src[\\/]app[\\/]boot\.tsx$/;
const ENTRY = /[\\/]src[\\/]main\.tsx$/;
const ROUTE = /[\\/]src[\\/]app[\\/]routes[\\/][\w-]+\.tsx$/;
const PACKAGE = /[\\/]node_modules[\\/]/;
const REACT_DOM = /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/;
const FRAME_PACKAGE =
  /[\\/]node_modules[\\/](react|react-router|react-router-dom|@tanstack[\\/][\w-]+|zustand|cookie|set-cookie-parser)[\\/]/;
// What floats over the page: floating-ui, and Mantine's components built on it with their parts
// (a menu's items, which do not import floating-ui themselves).
const FLOATING_UI = /[\\/]node_modules[\\/]@floating-ui[\\/]/;
const FLOATING =
  /[\\/]node_modules[\\/](@floating-ui[\\/]|@mantine[\\/]core[\\/]esm[\\/](components[\\/](Popover|Menu|Tooltip|HoverCard)|utils[\\/]Floating)[\\/])/;
// The screens of a session (and the vote page's lazy ballots): the pages a phone opens from a
// notification mid-game, on whatever link it has. What they use of Mantine's shared components is
// `ui-screens`; what only the others use (the room, the dashboard, settings, dialogs) `ui-rooms`.
// The toasts' container (app/toast-container.tsx), which a page loads with its first toast,
// counts as one: what it shares with the room's dialogs (a few hooks) must not bring `ui-rooms` with it.
const SESSION_PART =
  /[\\/]src[\\/](app[\\/]routes[\\/](submit|vote|results)|features[\\/]votes[\\/]components[\\/][\w-]+-panel|app[\\/]toast-container)\.tsx$/;
const UI_PACKAGE = /[\\/]node_modules[\\/]@mantine[\\/](core|hooks|notifications)[\\/].*\.m?js$/;
const HEAVY_PACKAGE =
  /[\\/]node_modules[\\/](zod|@mantine[\\/](form|charts)|recharts|@hello-pangea|socket\.io-client|engine\.io-client)[\\/]/;
/** The part the modules of `screens` make (groupModules). */
const SHARED = '\0shared';
const SCRIPT = /\.m?[jt]sx?$/;
// Stylesheets stay beside their importer's chunk; the signed-in screens' sheet stays its own
// (a drawn page links it by name: build/server-bundle.ts).
const STYLE = /\.css($|\?)|[\\/]src[\\/]signed-in-styles\.ts$/;
// A CSS module's class names are a few bytes of JS: with the modules of `screens` that use it,
// not a chunk of their own (the vote page asked for three of 0.1 KB, a round trip each).
const CSS_MODULE = /\.module\.css$/;

type Graph = {
  /** Static imports, what is taken from a barrel in place of the barrel (build/taken-imports.ts). */
  imports: (id: string) => readonly string[];
  /** Static imports as the graph has them, a barrel whole (the default: `imports`). */
  wholeImports?: (id: string) => readonly string[];
  dynamicImports: (id: string) => readonly string[];
};

function staticClosure(graph: Graph, roots: Iterable<string>, stop: ReadonlySet<string> = new Set()): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id) || stop.has(id)) return;
    seen.add(id);
    for (const next of graph.imports(id)) visit(next);
  };
  for (const id of roots) visit(id);
  return seen;
}

/** Each module of the app's frame, and of what screens share, by its group's name. */
export function groupModules(ids: readonly string[], graph: Graph): Map<string, string> {
  const entry = ids.find((id) => ENTRY.test(id));
  const boot = ids.find((id) => BOOT.test(id));
  const groups = new Map<string, string>();
  if (!entry || !boot) return groups;
  const firstPaint = staticClosure(graph, [entry]);
  // boot.tsx's steps (React DOM, the app, the route table) are dynamic imports, fetched with it.
  const frame = staticClosure(graph, [boot, ...graph.dynamicImports(boot)], firstPaint);
  // Packages by name: the whole of what the frame imports from each (a barrel's every module: the
  // router's, TanStack Query's), as rolldown's chunks hold what a module imports whole.
  const wholeGraph = { ...graph, imports: graph.wholeImports ?? graph.imports };
  for (const id of staticClosure(wholeGraph, frame, firstPaint)) {
    if (STYLE.test(id) || (!frame.has(id) && !PACKAGE.test(id))) continue;
    if (REACT_DOM.test(id)) groups.set(id, 'react-dom');
    else if (FRAME_PACKAGE.test(id)) groups.set(id, 'vendor');
    else if (!PACKAGE.test(id)) groups.set(id, 'app');
  }
  const before = new Set([...frame, ...firstPaint]);
  // Each lazy part beyond the frame (a screen, the user menu…) and what it imports statically.
  const lazyRoots = [...new Set(ids.flatMap((id) => graph.dynamicImports(id)))].filter((id) => !before.has(id));
  const reach = new Map(lazyRoots.map((root) => [root, staticClosure(graph, [root], before)]));
  // Beyond the frame: a module two screens import goes to `screens`.
  const users = new Map<string, number>();
  for (const [root, closure] of reach) {
    if (!ROUTE.test(root)) continue;
    for (const id of closure) if (id !== root) users.set(id, (users.get(id) ?? 0) + 1);
  }
  // Not what brings a heavy package with it (zod, forms): a screen without forms must not load them.
  const heavy = (id: string) => [...staticClosure(graph, [id], frame)].some((dep) => HEAVY_PACKAGE.test(dep));
  for (const [id, count] of users) {
    const code = !STYLE.test(id) || CSS_MODULE.test(id);
    if (count >= 2 && code && !PACKAGE.test(id) && !heavy(id)) groups.set(id, 'screens');
  }
  // The modules in `screens` (which every screen loads) are one more part: what they use, every
  // screen loads.
  const shared = [...groups].filter(([, name]) => name === 'screens').map(([id]) => id);
  const parts = new Map(reach);
  parts.set(SHARED, staticClosure(graph, shared, before));
  for (const [id, name] of uiGroups(ids, graph, wholeGraph, frame, parts)) groups.set(id, name);
  return groups;
}

/**
 * Mantine's modules (and the packages only they use: floating-ui…), by the parts that use them,
 * following what each takes from @mantine/core's index (tree-shaken), so that a page loads the
 * components its screen uses, not every screen's:
 *   - ui: the frame's, which every page loads (the landing too);
 *   - ui-shared: what the modules of `screens` use, which every screen loads;
 *   - ui-floating: what floats over the page (Popover, Menu, Tooltip, with floating-ui: ~20 KB
 *     compressed), where two parts or more use it: a screen that draws none (the vote page of a
 *     classic ballot) does not load it, nor does the page wait for the user menu's;
 *   - a module one screen (or lazy part) alone uses stays in that part's chunk;
 *   - ui-screens: what two parts or more use, one of them a session's screen (SESSION_PART);
 *   - ui-rooms: what two parts or more use, none a session's: the vote page's 16.5 KB of
 *     `ui-screens` were three quarters ScrollArea, Modal, Switch, Table… it never draws, ~0.3 s
 *     of a slow link before its first point answered. Two files, not one per set of parts:
 *     grouped by each set, the vote page waited for 9 files of 0.1–3 KB instead of one of
 *     19 KB, at a round trip each on a slow link. (A set's chunk merged with another's must not
 *     import a third that the first's parts do not need.)
 * What nothing reaches once barrels are followed (a barrel, empty once tree-shaken) goes to `ui`.
 */
function uiGroups(
  ids: readonly string[],
  graph: Graph,
  /** `graph` with a barrel's imports whole (Graph.wholeImports). */
  wholeGraph: Graph,
  frame: ReadonlySet<string>,
  parts: ReadonlyMap<string, ReadonlySet<string>>,
): Map<string, string> {
  const out = new Map<string, string>();
  const usedBy = new Map<string, Set<string>>();
  for (const [part, closure] of parts) {
    for (const id of closure) usedBy.set(id, (usedBy.get(id) ?? new Set()).add(part));
  }
  const floating = (id: string) =>
    FLOATING.test(id) || [...staticClosure(graph, [id], frame)].some((dep) => FLOATING_UI.test(dep));
  const inSession = (part: string) => SESSION_PART.test(part);
  for (const id of staticClosure(
    wholeGraph,
    ids.filter((id) => UI_PACKAGE.test(id)),
  )) {
    const other = REACT_DOM.test(id) || FRAME_PACKAGE.test(id) || HEAVY_PACKAGE.test(id) || STYLE.test(id);
    if (!PACKAGE.test(id) || other) continue;
    const users = usedBy.get(id);
    if (frame.has(id) || !users) out.set(id, 'ui');
    else if (users.has(SHARED)) out.set(id, 'ui-shared');
    else if (users.size >= 2 && floating(id)) out.set(id, 'ui-floating');
    else if (users.size >= 2 && SCROLL_LOCK.test(id)) out.set(id, 'ui-scroll-lock');
    else if (users.size >= 2) out.set(id, [...users].some(inSession) ? 'ui-screens' : 'ui-rooms');
  }
  return out;
}

export function chunkGroups(): Plugin {
  let groups = new Map<string, string>();
  const group = (name: string, priority: number): CodeSplittingGroup => ({
    name,
    priority,
    test: (id) => groups.get(id) === name,
    // The sets above are closed already; a group must not pull in another's modules.
    includeDependenciesRecursively: false,
  });
  return {
    name: 'clipclub-chunk-groups',
    apply: 'build',
    config(config) {
      if (config.build?.ssr) return;
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  group('react-dom', 40),
                  group('vendor', 30),
                  // Mantine's components (with what they use: floating-ui…), by who uses them.
                  {
                    name: (id) => (groups.get(id)?.startsWith('ui') ? groups.get(id) : null),
                    debugName: 'ui',
                    priority: 25,
                    test: (id) => groups.get(id)?.startsWith('ui') === true,
                    includeDependenciesRecursively: false,
                  },
                  group('app', 20),
                  group('screens', 10),
                ],
              },
            },
          },
        },
      };
    },
    async buildEnd() {
      const ids = [...this.getModuleIds()];
      const info = (id: string) => this.getModuleInfo(id);
      const importedIds = (id: string) => info(id)?.importedIds ?? [];
      const programs = new Map<string, Parameters<typeof readLinks>[0]>();
      for (const id of ids) {
        const code = info(id)?.code;
        if (!code || !SCRIPT.test(id)) continue;
        try {
          programs.set(id, this.parse(code) as unknown as Parameters<typeof readLinks>[0]);
        } catch {
          // Not JavaScript after all: taken whole.
        }
      }
      // A barrel's links, and those of each module importing one, resolved to the graph's ids.
      const barrels = new Set([...programs].filter(([, p]) => readLinks(p, (s) => s)?.barrel).map(([id]) => id));
      const links = new Map<string, ModuleLinks>();
      for (const [id, program] of programs) {
        const imported = importedIds(id);
        if (!barrels.has(id) && !imported.some((dep) => barrels.has(dep))) continue;
        const resolved = new Map<string, string | undefined>();
        for (const node of program.body) {
          const source = (node.source as { value?: string } | null | undefined)?.value;
          if (source === undefined || resolved.has(source)) continue;
          const found = relativeId(id, source, imported) ?? (await this.resolve(source, id))?.id;
          resolved.set(source, found && imported.includes(found) ? found : undefined);
        }
        const read = readLinks(program, (source) => resolved.get(source));
        if (read) links.set(id, read);
      }
      groups = groupModules(ids, {
        imports: takenImports(importedIds, links),
        wholeImports: importedIds,
        dynamicImports: (id) => info(id)?.dynamicallyImportedIds ?? [],
      });
    },
  };
}
