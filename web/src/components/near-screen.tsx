import { type CSSProperties, type ReactNode, startTransition, useEffect, useRef, useState } from 'react';
import classes from './near-screen.module.css';

/**
 * How many entries of a long list the first drawing holds in full: two rows of the widest grid,
 * more than a phone shows at once. The server draws the same, so hydration matches.
 */
export const FIRST_DRAWN = 6;

type Watcher = (near: boolean) => void;
const watchers = new Map<Element, Watcher>();
let observer: IntersectionObserver | undefined;

/** One observer for every entry waiting: it reports an entry within a screen of the viewport. */
function watch(element: Element, onNear: Watcher): () => void {
  observer ??= new IntersectionObserver(
    (changes) => {
      for (const change of changes) if (change.isIntersecting) watchers.get(change.target)?.(true);
    },
    { rootMargin: '100% 0px' },
  );
  watchers.set(element, onNear);
  observer.observe(element);
  return () => {
    watchers.delete(element);
    observer?.unobserve(element);
  };
}

/**
 * One entry of a long list (a room of 200's ballot or results): drawn in full once it comes
 * within a screen of the viewport, before that a light placeholder of its size (`placeholder`
 * is its class: the size; `title` its text, so find-in-page still finds the entry). Once drawn
 * it stays drawn, so what a player typed or opened there stays, and Tab from an entry always
 * reaches the next (the next is within a screen of the one focused). The first FIRST_DRAWN
 * entries are drawn at once, on the server too. Without IntersectionObserver, all are drawn.
 */
export function NearScreen({
  index,
  title,
  placeholder,
  style,
  children,
}: {
  index: number;
  title: string;
  placeholder: string | undefined;
  style?: CSSProperties;
  children: ReactNode;
}) {
  const [drawn, setDrawn] = useState(index < FIRST_DRAWN);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (drawn || !ref.current) return;
    // Drawn as a transition: React renders the entries coming near in slices, input first.
    const draw = () => startTransition(() => setDrawn(true));
    if (typeof IntersectionObserver === 'undefined') return draw();
    return watch(ref.current, draw);
  }, [drawn]);
  if (drawn) return children;
  return (
    <div ref={ref} className={`${classes.placeholder} ${placeholder ?? ''}`} style={style} data-placeholder="">
      <p className={classes.title}>{title}</p>
    </div>
  );
}
