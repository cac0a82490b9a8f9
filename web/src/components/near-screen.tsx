import {
  type CSSProperties,
  type FocusEvent,
  type ReactElement,
  type ReactNode,
  type RefObject,
  Suspense,
  startTransition,
  useEffect,
  useRef,
  useState,
} from 'react';
import { flushSync } from 'react-dom';
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

export type Near<E extends HTMLElement> = {
  /** Whether the entry is drawn in full. */
  drawn: boolean;
  /** The element watched while the entry waits (its placeholder, or its light shell). */
  ref: RefObject<E | null>;
  /**
   * The watched element's onFocus: focus reaching the entry before it is drawn (Tab, Shift+Tab)
   * draws it at once and goes on into it (focusDrawn). What is drawn takes the element's place
   * among its siblings: NearScreen's entry replaces its placeholder, a light row stays itself.
   */
  onFocus: (event: FocusEvent<E>) => void;
};

/**
 * Whether entry `index` of a long list is drawn yet: the first FIRST_DRAWN at once (on the
 * server too), the others once the element of `ref` comes within a screen of the viewport. Once
 * drawn an entry stays drawn, so what a player typed or opened there stays. Without
 * IntersectionObserver, all are drawn.
 */
export function useNearScreen<E extends HTMLElement>(index: number): Near<E> {
  const [drawn, setDrawn] = useState(index < FIRST_DRAWN);
  const ref = useRef<E>(null);
  useEffect(() => {
    if (drawn || !ref.current) return;
    // Drawn as a transition: React renders the entries coming near in slices, input first.
    const draw = () => startTransition(() => setDrawn(true));
    if (typeof IntersectionObserver === 'undefined') return draw();
    return watch(ref.current, draw);
  }, [drawn]);
  const onFocus = (event: FocusEvent<E>) => {
    if (drawn) return;
    const parent = event.currentTarget.parentElement;
    const at = parent ? [...parent.children].indexOf(event.currentTarget) : -1;
    // Before the next paint, so focus moves on within this event.
    flushSync(() => setDrawn(true));
    const entry = parent?.children[at];
    if (entry) focusDrawn(entry, event.relatedTarget);
  };
  return { drawn, ref, onFocus };
}

/**
 * The places Tab stops at inside `root`, in order: of a radio group with a choice only the
 * chosen radio, as the browser does.
 */
function tabStops(root: Element): HTMLElement[] {
  const all = root.querySelectorAll<HTMLElement>(
    'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]',
  );
  return [...all].filter((el) => {
    if (el.tabIndex < 0) return false;
    if (!(el instanceof HTMLInputElement) || el.type !== 'radio' || el.checked || !el.name) return true;
    return !root.querySelector(`input[type="radio"][name="${CSS.escape(el.name)}"]:checked`);
  });
}

/**
 * Focus that reached an entry not drawn yet, after drawing it: coming back (Shift+Tab, from
 * something after it) it lands on the entry's last control, as it would have had the entry been
 * drawn; coming forward, on its first. `from` is what had focus before.
 */
function focusDrawn(entry: Element, from: EventTarget | null): void {
  const backward =
    from instanceof Node &&
    !entry.contains(from) &&
    (entry.compareDocumentPosition(from) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
  const stops = tabStops(entry);
  const target = backward ? stops.at(-1) : stops[0];
  if (target && target !== document.activeElement) target.focus();
}

/**
 * One entry of a long list (a room of 200's ballot or results): drawn in full once it comes
 * within a screen of the viewport (useNearScreen), before that a light placeholder of its size
 * (`placeholder` is its class: the size; `title` its text, so find-in-page still finds the
 * entry). The placeholder is in the Tab order: focus reaching it (Tab, or Shift+Tab from the
 * submit bar to the end of the list) draws the entry at once and moves into it, so a keyboard
 * walks every entry in order either way. `children` is one element, which takes the
 * placeholder's place.
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
  const near = useNearScreen<HTMLDivElement>(index);
  if (near.drawn) return children;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: focus only passes through, to the entry it draws
    <div
      ref={near.ref}
      className={`${classes.placeholder} ${placeholder ?? ''}`}
      style={style}
      data-placeholder=""
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a stop that hands focus on to the entry it draws
      tabIndex={0}
      onFocus={near.onFocus}
    >
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
