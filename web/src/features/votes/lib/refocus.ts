/**
 * Keeps keyboard focus on a ballot row that just moved: a button that moves its row re-mounts or
 * re-orders it, and the browser would drop focus to the page. After the render, the first of
 * `actions` still enabled on the row gets focus, else its drag handle.
 */
export function refocusRow(rowId: string, actions: readonly string[]): void {
  requestAnimationFrame(() => {
    const row = document.querySelector(`[data-row-id="${CSS.escape(rowId)}"]`);
    if (!row) return;
    // A light row (rank-row.tsx, far down a long list) is drawn when its handle takes focus.
    if (row.hasAttribute('data-light')) row.querySelector<HTMLElement>('[data-action="drag"]')?.focus();
    for (const action of [...actions, 'drag']) {
      const target = row.querySelector<HTMLButtonElement>(`[data-action="${action}"]`);
      if (target && !target.disabled) return target.focus();
    }
  });
}
