import {
  type CSSProperties,
  type ReactElement,
  type ReactNode,
  Suspense,
  startTransition,
  useEffect,
  useRef,
  useState,
} from 'react';
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

/**
 * A long list's entries (keyed NearScreen elements), hydrated in slices: each of the first
 * FIRST_DRAWN (drawn in full on the server) in a Suspense boundary nested in the one before, the
 * placeholders after them in one more. React hydrates a boundary the server drew after what
 * holds it, in a render and a commit of its own, while boundaries side by side share one: the
 * vote page of 200 committed its whole ballot in one task (~30 ms, effects and all). A boundary
 * adds no element, so the page is the same. Only for lists whose order stays: an entry moving
 * to another slice would be drawn anew.
 */
export function InSlices({ entries }: { entries: readonly ReactElement[] }) {
  return <Slice entries={entries} from={0} />;
}

function Slice({ entries, from }: { entries: readonly ReactElement[]; from: number }) {
  const alone = from < FIRST_DRAWN - 1 && from + 1 < entries.length;
  if (!alone) return entries.slice(from);
  return (
    <>
      {entries[from]}
      <Suspense fallback={null}>
        <Slice entries={entries} from={from + 1} />
      </Suspense>
    </>
  );
}
