/**
 * How much a change of layout would move what a visitor sees, scored as the Layout Instability API
 * scores a layout shift (the one CLS adds up): the share of the window covered by the elements that
 * moved, before and after, times the farthest any of them moved over the window's larger side.
 * Used before a page swaps its web fonts in (src/after-build/browser/web-fonts-swap-in.ts): a swap
 * that would move what is in view is not made. Pure.
 */

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Moves under a pixel are rounding, not movement. */
const still = 1;
/** The window is scored on a grid of this many cells a side: the area the moved elements cover together. */
const cells = 48;

/**
 * The score of moving each element from `before[i]` to `after[i]` (the same elements, in the same
 * order, in window coordinates) in a window of that size. An element moved when its top-left corner
 * did; one that only grew or shrank moved nothing.
 */
export function layoutShiftScore(
  before: readonly Box[],
  after: readonly Box[],
  window: { width: number; height: number },
): number {
  const covered = new Set<number>();
  let farthest = 0;
  const cover = (box: Box) => {
    const left = Math.max(0, box.x);
    const top = Math.max(0, box.y);
    const right = Math.min(window.width, box.x + box.width);
    const bottom = Math.min(window.height, box.y + box.height);
    if (right <= left || bottom <= top) return;
    const column = (x: number) => Math.min(cells - 1, Math.floor((x / window.width) * cells));
    const row = (y: number) => Math.min(cells - 1, Math.floor((y / window.height) * cells));
    for (let r = row(top); r <= row(bottom - 0.001); r++)
      for (let c = column(left); c <= column(right - 0.001); c++) covered.add(r * cells + c);
  };
  before.forEach((from, i) => {
    const to = after[i];
    if (!to || from.width * from.height === 0) return;
    const distance = Math.max(Math.abs(to.x - from.x), Math.abs(to.y - from.y));
    if (distance < still) return;
    farthest = Math.max(farthest, distance);
    cover(from);
    cover(to);
  });
  return (covered.size / (cells * cells)) * Math.min(1, farthest / Math.max(window.width, window.height));
}
