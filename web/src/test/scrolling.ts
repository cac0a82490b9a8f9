import { act } from '@testing-library/react';
import { onTestFinished, vi } from 'vitest';

/**
 * IntersectionObserver, which jsdom lacks (it lays nothing out), moved by the test instead of a
 * scroll: scrollNear(element) tells each observer watching the element that it came within its
 * margin of the viewport, as a player scrolling there would.
 */
class ScrolledObserver {
  static all = new Set<ScrolledObserver>();
  readonly root = null;
  readonly rootMargin = '';
  readonly thresholds = [];
  readonly watched = new Set<Element>();
  constructor(readonly callback: IntersectionObserverCallback) {
    ScrolledObserver.all.add(this);
  }
  observe(element: Element) {
    this.watched.add(element);
  }
  unobserve(element: Element) {
    this.watched.delete(element);
  }
  disconnect() {
    this.watched.clear();
  }
  takeRecords() {
    return [];
  }
}

/** For this test, the page has an IntersectionObserver that scrollNear() moves. */
export function installScrolling(): void {
  vi.stubGlobal('IntersectionObserver', ScrolledObserver);
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });
}

/** The player scrolls until `element` is within a screen of the viewport. */
export function scrollNear(element: Element): void {
  act(() => {
    for (const observer of ScrolledObserver.all)
      if (observer.watched.has(element))
        observer.callback(
          [{ target: element, isIntersecting: true } as unknown as IntersectionObserverEntry],
          observer as unknown as IntersectionObserver,
        );
  });
}
