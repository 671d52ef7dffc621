/** Reading a carousel in the browser tests. */
import type { Locator } from '@playwright/test';

/**
 * The slide whose left edge sits at the left edge of the carousel's track (the element with aria-live): its label,
 * e.g. "3 of 25". Null while the track is between two slides.
 */
export async function firstInView(carousel: Locator): Promise<string | null> {
  return carousel.evaluate((region) => {
    const track = region.querySelector('[aria-live]')!;
    const left = track.getBoundingClientRect().left;
    const slide = [...region.querySelectorAll('[aria-roledescription="slide"]')].find(
      (candidate) => Math.abs(candidate.getBoundingClientRect().left - left) < 2,
    );
    return slide?.getAttribute('aria-label') ?? null;
  });
}
