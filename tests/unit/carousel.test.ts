import { describe, expect, it } from 'vitest';
import {
  REVIEWS_PER_DOT,
  activeDot,
  dotCount,
  reviewsMove,
  dotTarget,
  nextIndex,
  previousIndex,
  slideAttributes,
  slideLabel,
  slidesPerView,
  tickerStep,
  timings,
  visibleIndexes,
  wrapIndex,
} from '../../src/lib/carousel.ts';

describe('the fixed carousel and dialog constants', () => {
  it('reviews every 5 s, ticker every 2.5 s, dialog after 1.5 s, 3 reviews a dot', () => {
    expect(timings).toEqual({ reviewsAutoplayMs: 5000, tickerStepMs: 2500, welcomeDialogDelayMs: 1500 });
    expect(REVIEWS_PER_DOT).toBe(3);
  });
});

describe('wrap-around stepping', () => {
  it('moves forward and back by one', () => {
    expect(nextIndex(0, 6)).toBe(1);
    expect(previousIndex(3, 6)).toBe(2);
  });
  it('wraps past the last slide to the first, and before the first to the last', () => {
    expect(nextIndex(5, 6)).toBe(0);
    expect(previousIndex(0, 6)).toBe(5);
    expect(nextIndex(24, 25)).toBe(0);
  });
  it('normalises any integer, including large negatives', () => {
    expect(wrapIndex(-13, 6)).toBe(5);
    expect(wrapIndex(13, 6)).toBe(1);
  });
  it('stays on 0 with one or no slides', () => {
    expect(nextIndex(0, 1)).toBe(0);
    expect(previousIndex(0, 1)).toBe(0);
    expect(wrapIndex(3, 0)).toBe(0);
  });
  it('steps the 8-entry ticker one entry at a time, back to the first after the last', () => {
    const seen = [0];
    for (let i = 0; i < 8; i++) seen.push(tickerStep(seen.at(-1)!, 8));
    expect(seen).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 0]);
  });
});

describe('a brand with few reviews', () => {
  it('moves only when there are more reviews than the screen shows (1, 2 or 3 cards)', () => {
    expect(reviewsMove(12, 3)).toBe(true);
    expect(reviewsMove(4, 3)).toBe(true);
    expect(reviewsMove(3, 3)).toBe(false);
    expect(reviewsMove(2, 1)).toBe(true);
    expect(reviewsMove(1, 1)).toBe(false);
    expect(dotCount(11, 3)).toBe(4);
  });
});

describe('pagination dots', () => {
  it('has one dot per 3 reviews: 25 reviews give 9 dots', () => {
    expect(dotCount(25, 3)).toBe(9);
    expect(dotCount(24, 3)).toBe(8);
    expect(dotCount(1, 3)).toBe(1);
    expect(dotCount(0, 3)).toBe(0);
  });
  it('marks the group holding the current slide as active', () => {
    expect([0, 1, 2].map((i) => activeDot(i, 3))).toEqual([0, 0, 0]);
    expect(activeDot(3, 3)).toBe(1);
    expect(activeDot(23, 3)).toBe(7);
    expect(activeDot(24, 3)).toBe(8);
  });
  it('moves to the first slide of a group when its dot is chosen', () => {
    expect(dotTarget(0, 3)).toBe(0);
    expect(dotTarget(8, 3)).toBe(24);
    expect(activeDot(dotTarget(5, 3), 3)).toBe(5);
  });
});

describe('slides per view', () => {
  it('shows 1 card on small, 2 from 768 px and 3 from 1024 px', () => {
    expect(slidesPerView(320)).toBe(1);
    expect(slidesPerView(767)).toBe(1);
    expect(slidesPerView(768)).toBe(2);
    expect(slidesPerView(1023)).toBe(2);
    expect(slidesPerView(1024)).toBe(3);
    expect(slidesPerView(1920)).toBe(3);
  });
  it('lists the slides in view, wrapping past the end', () => {
    expect(visibleIndexes(0, 3, 25)).toEqual([0, 1, 2]);
    expect(visibleIndexes(24, 3, 25)).toEqual([24, 0, 1]);
    expect(visibleIndexes(0, 3, 2)).toEqual([0, 1]);
  });
});

describe('slide labels', () => {
  it('reads "3 of 25" (WAI-ARIA carousel pattern)', () => {
    expect(slideLabel(2, 25)).toBe('3 of 25');
  });
  it('marks a slide as a labelled group', () => {
    expect(slideAttributes(0, 4)).toEqual({ role: 'group', 'aria-roledescription': 'slide', 'aria-label': '1 of 4' });
  });
});
