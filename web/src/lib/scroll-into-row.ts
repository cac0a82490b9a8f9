/**
 * Scrolls a row that scrolls sideways (the room's tabs at 320 px) just enough that `item` shows
 * whole in it. Only the row moves: `scrollIntoView` would also scroll the page to the row, which
 * a player who has scrolled down before the app had the page would not expect.
 */
export function scrollIntoRow(row: HTMLElement, item: HTMLElement): void {
  const shown = row.getBoundingClientRect();
  const box = item.getBoundingClientRect();
  if (box.left < shown.left) row.scrollLeft -= shown.left - box.left;
  else if (box.right > shown.right) row.scrollLeft += Math.min(box.right - shown.right, box.left - shown.left);
}
