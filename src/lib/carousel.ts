/**
 * Index maths and timings shared by the carousels, the image slider and the services ticker.
 * Pure functions: the islands stay thin and these rules are unit-tested (tests/unit/carousel.test.ts).
 */

/** The product's fixed timings, in milliseconds: reviews every 5 s, ticker every 2.5 s, welcome dialog after 1.5 s. */
export const timings = {
  reviewsAutoplayMs: 5000,
  tickerStepMs: 2500,
  welcomeDialogDelayMs: 1500,
} as const;

/** Reviews per pagination dot on the home reviews carousel. */
export const REVIEWS_PER_DOT = 3;

/** Viewport widths (px) at which the reviews carousel shows 2 and then 3 cards (Tailwind's md and lg). */
export const breakpoints = { medium: 768, large: 1024 } as const;

/** Brings any integer index back into 0..count-1, so stepping past either end wraps around. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

export function nextIndex(index: number, count: number): number {
  return wrapIndex(index + 1, count);
}

export function previousIndex(index: number, count: number): number {
  return wrapIndex(index - 1, count);
}

/** The ticker moves one entry forward per step and starts again after the last entry. */
export function tickerStep(index: number, count: number): number {
  return nextIndex(index, count);
}

/** One dot per group of `perDot` slides: 25 reviews at 3 per dot give 9 dots. */
export function dotCount(slideCount: number, perDot: number): number {
  if (slideCount <= 0 || perDot <= 0) return 0;
  return Math.ceil(slideCount / perDot);
}

/** The dot of the group that holds the current slide. */
export function activeDot(index: number, perDot: number): number {
  return Math.floor(index / perDot);
}

/** The first slide of a dot's group: where a click on that dot moves to. */
export function dotTarget(dot: number, perDot: number): number {
  return dot * perDot;
}

/**
 * Whether the reviews carousel moves (loops, advances, has arrows and a pause control): only with more reviews than
 * the screen shows at once; a brand with few reviews shows them standing still.
 */
export function reviewsMove(count: number, perView: number): boolean {
  return count > perView;
}

/** Cards in view for a viewport width: 1 on small, 2 from 768 px, 3 from 1024 px. */
export function slidesPerView(viewportWidth: number): 1 | 2 | 3 {
  if (viewportWidth >= breakpoints.large) return 3;
  if (viewportWidth >= breakpoints.medium) return 2;
  return 1;
}

/** Indexes of the slides in view when `index` is the first one, wrapping past the end. */
export function visibleIndexes(index: number, perView: number, count: number): number[] {
  const inView = Math.min(perView, count);
  return Array.from({ length: inView }, (_, offset) => wrapIndex(index + offset, count));
}

/** Accessible slide label of the WAI-ARIA carousel pattern: "3 of 25". */
export function slideLabel(index: number, count: number): string {
  return `${index + 1} of ${count}`;
}

/**
 * A slide's wrapper attributes (WAI-ARIA carousel pattern): a labelled group. Shared by the islands'
 * <Slide> and the slides Astro renders into an island, e.g. the image slider's.
 */
export function slideAttributes(index: number, count: number) {
  return { role: 'group', 'aria-roledescription': 'slide', 'aria-label': slideLabel(index, count) } as const;
}
