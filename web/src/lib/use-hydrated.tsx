import { createContext, type ReactNode, startTransition, useCallback, useContext, useMemo, useState } from 'react';

type HydrationContext = { hydrated: boolean; markHydrated: () => void };

// Outside a HydrationState (a component rendered on its own, in a test) the app owns the page.
const Hydration = createContext<HydrationContext>({ hydrated: true, markHydrated: () => {} });

/**
 * Whether the app owns the page yet. `hydrating`: React is drawing over HTML rendered before the
 * app ran (a page drawn on the server, the prerendered landing), so it must draw what that HTML
 * has until markHydrated() is called (app/app-layout.tsx, once the screen is hydrated). The
 * switch is a transition: what changes with it re-renders in slices, not in one long task.
 */
export function HydrationState({ hydrating, children }: { hydrating: boolean; children: ReactNode }) {
  const [hydrated, setHydrated] = useState(!hydrating);
  const markHydrated = useCallback(() => startTransition(() => setHydrated(true)), []);
  const value = useMemo(() => ({ hydrated, markHydrated }), [hydrated, markHydrated]);
  return <Hydration value={value}>{children}</Hydration>;
}

/**
 * False while React draws over HTML rendered before the app ran, and must draw what that HTML
 * has; true once the app owns the page. What only the browser knows (the stored theme, the time
 * zone, drafts) is used after, so the two first drawings agree.
 */
export function useHydrated(): boolean {
  return useContext(Hydration).hydrated;
}

/** Called once the app has hydrated the page. */
export function useMarkHydrated(): () => void {
  return useContext(Hydration).markHydrated;
}
