/** The layout-shift estimate a page's font swap is measured with before it is shown (src/lib/layout-shift.ts). */
import { describe, expect, it } from 'vitest';
import { layoutShiftScore, type Box } from '../../src/lib/layout-shift.ts';

const phone = { width: 400, height: 800 };
const box = (x: number, y: number, width: number, height: number): Box => ({ x, y, width, height });

describe('layoutShiftScore', () => {
  it('is 0 when nothing moved', () => {
    const boxes = [box(0, 0, 400, 100), box(0, 100, 400, 300)];
    expect(layoutShiftScore(boxes, boxes, phone)).toBe(0);
  });

  it('scores a block pushed down as the Layout Instability API does: area covered before and after × distance', () => {
    // 400 × 400 at the top moved down 80 px: it covers 0–480 of 800 (0.6), and moved 80 of 800 (0.1).
    expect(layoutShiftScore([box(0, 0, 400, 400)], [box(0, 80, 400, 400)], phone)).toBeCloseTo(0.06, 2);
  });

  it('leaves out an element that only grew or shrank (its corner stayed), and moves under a pixel', () => {
    expect(layoutShiftScore([box(0, 0, 400, 120)], [box(0, 0, 400, 60)], phone)).toBe(0);
    expect(layoutShiftScore([box(0, 100, 400, 100)], [box(0, 100.6, 400, 100)], phone)).toBe(0);
  });

  it('counts only what is in the window: a move below it scores 0', () => {
    expect(layoutShiftScore([box(0, 900, 400, 300)], [box(0, 960, 400, 300)], phone)).toBe(0);
  });

  it('counts the area of overlapping elements once', () => {
    const one = layoutShiftScore([box(0, 0, 400, 200)], [box(0, 40, 400, 200)], phone);
    const nested = layoutShiftScore(
      [box(0, 0, 400, 200), box(0, 0, 400, 100)],
      [box(0, 40, 400, 200), box(0, 40, 400, 100)],
      phone,
    );
    expect(nested).toBeCloseTo(one, 5);
  });

  it('stays under the swap allowance for a one-line heading rewrap low in the window, and over it for one at the top', () => {
    // The content under a heading (a 400 × 300 block) moves up by one 36 px line.
    const low = layoutShiftScore([box(0, 700, 400, 300)], [box(0, 664, 400, 300)], phone);
    const top = layoutShiftScore([box(0, 200, 400, 600)], [box(0, 164, 400, 600)], phone);
    expect(low).toBeLessThan(0.01);
    expect(top).toBeGreaterThan(0.002);
  });
});
