import { type ComponentType, lazy } from 'react';

export type Preloadable<P> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * React.lazy whose module can be loaded ahead, and which renders without suspending once it
 * is: a page drawn on the server is hydrated only after its screen's code is in (app/boot.tsx),
 * so the first render matches that HTML instead of suspending in the middle of it.
 */
export function preloadableLazy<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<unknown> | undefined;
  const preload = () => {
    loading ??= load().then((module) => {
      loaded = module.default;
      return module;
    });
    return loading;
  };
  const Lazy = lazy(() => preload().then(() => ({ default: loaded as ComponentType<P> })));
  function Screen(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Screen, { preload });
}
