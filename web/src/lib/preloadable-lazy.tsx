import { type ComponentProps, type ComponentType, createContext, lazy, useContext } from 'react';

// Every preloadable lazy by name, once the module defining it has run.
const loaders = new Map<string, () => Promise<unknown>>();

/**
 * Collects the names of the lazy parts a page drawn on the server showed (app/server-render.tsx),
 * so the browser loads exactly those before it hydrates the page (app/page-state.ts).
 */
export const DrawnLazies = createContext<Set<string> | undefined>(undefined);

/**
 * React.lazy whose module can be loaded ahead, and which renders without suspending once it
 * is. A page drawn on the server is hydrated only after the code of every lazy part it shows
 * is in (app/boot.tsx): a part still loading would stay server HTML that ignores clicks.
 * `name` is how the drawn page lists it: unique, the same in the server's and the browser's build.
 */
// biome-ignore lint/suspicious/noExplicitAny: any component, as React.lazy takes
export function preloadableLazy<C extends ComponentType<any>>(name: string, load: () => Promise<{ default: C }>) {
  type P = ComponentProps<C>;
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<unknown> | undefined;
  const preload = () => {
    loading ??= load().then((module) => {
      loaded = module.default;
      return module;
    });
    return loading;
  };
  loaders.set(name, preload);
  const Lazy = lazy(() => preload().then(() => ({ default: loaded as ComponentType<P> })));
  function Part(props: P) {
    useContext(DrawnLazies)?.add(name);
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Part, { preload });
}

/**
 * Loads the named lazy parts, including those defined inside others' modules (the vote
 * screen's ranked ballot), which are known only once those have loaded.
 */
export async function preloadLazies(names: readonly string[]): Promise<void> {
  const waiting = new Set(names);
  for (;;) {
    const known = [...waiting].filter((name) => loaders.has(name));
    if (known.length === 0) return;
    for (const name of known) waiting.delete(name);
    await Promise.all(known.map((name) => loaders.get(name)?.()));
  }
}
