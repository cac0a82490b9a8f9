// Vite plugin for production builds: groups the app's code into a few chunks instead of the
// dozens rolldown's automatic splitting makes (one per set of lazy parts sharing a module). On a
// slow phone over HTTP/1.1 (6 connections, 400 ms a round trip) each file costs a round trip:
// the vote page waited for 73 files. Groups (output.codeSplitting.groups), by priority:
//   - react-dom: React DOM and its scheduler, which app/boot.tsx evaluates in a task of its own;
//   - vendor: the other packages of the app's frame (React, the router, TanStack Query, zustand);
//   - ui: Mantine's components and hooks (with floating-ui…), whichever screens use them: one
//     file every screen loads, instead of one per component (about 40), though a screen may
//     carry a component only another draws;
//   - app: the app's own frame (boot, providers, layout, header, route table, the landing);
//   - screens: the app's modules two screens or more share beyond the frame, unless they bring a
//     heavy package (zod, forms, charts, drag and drop, the socket) a screen may not need.
// Each screen and each lazy part keeps its own chunk. The frame is read from the module graph
// once it is built: what app/boot.tsx and its steps import statically, beyond what the entry
// (the first paint) imports.

import type { CodeSplittingGroup } from 'rolldown';
import type { Plugin } from 'vite';

const BOOT = /[\\/]src[\\/]app[\\/]boot\.tsx$/;
const ENTRY = /[\\/]src[\\/]main\.tsx$/;
const ROUTE = /[\\/]src[\\/]app[\\/]routes[\\/][\w-]+\.tsx$/;
const PACKAGE = /[\\/]node_modules[\\/]/;
const REACT_DOM = /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/;
const FRAME_PACKAGE =
  /[\\/]node_modules[\\/](react|react-router|react-router-dom|@tanstack[\\/][\w-]+|zustand|cookie|set-cookie-parser)[\\/]/;
const UI_PACKAGE = /[\\/]node_modules[\\/]@mantine[\\/](core|hooks|notifications)[\\/].*\.m?js$/;
const HEAVY_PACKAGE =
  /[\\/]node_modules[\\/](zod|@mantine[\\/](form|charts)|recharts|@hello-pangea|socket\.io-client|engine\.io-client)[\\/]/;
// Stylesheets stay beside their importer's chunk; the signed-in screens' sheet stays its own
// (a drawn page links it by name: build/server-bundle.ts).
const STYLE = /\.css($|\?)|[\\/]src[\\/]signed-in-styles\.ts$/;

type Graph = {
  imports: (id: string) => readonly string[];
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
  for (const id of frame) {
    if (STYLE.test(id)) continue;
    // Packages by name: @mantine/core's index imports every component, so the graph says the
    // frame needs them all (the `ui` group takes only those some screen uses: tree-shaken).
    if (REACT_DOM.test(id)) groups.set(id, 'react-dom');
    else if (FRAME_PACKAGE.test(id)) groups.set(id, 'vendor');
    else if (!PACKAGE.test(id)) groups.set(id, 'app');
  }
  // Beyond the frame: a module two screens (or lazy parts) import goes to `screens`.
  const lazyRoots = ids.filter((id) => !frame.has(id) && !firstPaint.has(id) && ROUTE.test(id));
  const users = new Map<string, number>();
  for (const root of lazyRoots) {
    for (const id of staticClosure(graph, [root], new Set([...frame, ...firstPaint]))) {
      if (id !== root) users.set(id, (users.get(id) ?? 0) + 1);
    }
  }
  // Not what brings a heavy package with it (zod, forms): a screen without forms must not load them.
  const heavy = (id: string) => [...staticClosure(graph, [id], frame)].some((dep) => HEAVY_PACKAGE.test(dep));
  for (const [id, count] of users) {
    if (count >= 2 && !STYLE.test(id) && !PACKAGE.test(id) && !heavy(id)) groups.set(id, 'screens');
  }
  return groups;
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
                  // Mantine's components (with what they use: floating-ui…), whichever screens use.
                  { name: 'ui', priority: 25, test: UI_PACKAGE },
                  group('app', 20),
                  group('screens', 10),
                ],
              },
            },
          },
        },
      };
    },
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const info = (id: string) => this.getModuleInfo(id);
      groups = groupModules(ids, {
        imports: (id) => info(id)?.importedIds ?? [],
        dynamicImports: (id) => info(id)?.dynamicallyImportedIds ?? [],
      });
    },
  };
}
