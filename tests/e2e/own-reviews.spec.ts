/**
 * A brand shows the reviews it has, nothing padded: on every brand's home page the carousel holds exactly its
 * own five-star reviews, one dot per three, and its autoplay steps through them every 5 s back to the first after the last.
 * (The default brand's 25 are checked step by step in islands-carousels.spec.ts.) Time is Playwright's fake clock.
 */
import { expect, test } from '@playwright/test';
import { reviewSchema } from '../../src/lib/content-schemas.ts';
import { homeCarouselReviews } from '../../src/lib/reviews.ts';
import { loadOwnList } from '../../src/render-time/brand-content-files.ts';
import { brands, brandUrl } from './support/brands.ts';
import { firstInView } from './support/carousels.ts';
import { hydrated, pausedClock, skipWelcomeDialog } from './support/islands.ts';

for (const brand of brands.filter((brand) => !brand.default)) {
  test(`${brand.id}: the carousel holds its own reviews, a dot per three, and loops through them`, async ({ page }) => {
    test.setTimeout(60_000);
    await skipWelcomeDialog(page);
    await pausedClock(page);
    const response = await page.goto(brandUrl(brand.id, '/'));
    expect(response?.status()).toBe(200);
    // As many five-star reviews as its own list holds: none shown when it has none, and then no carousel.
    const cards = homeCarouselReviews(loadOwnList(brand, 'reviews', reviewSchema)).length;
    await expect(page.locator('#reviews blockquote')).toHaveCount(cards);
    if (cards === 0) {
      await expect(page.getByRole('region', { name: 'Customer reviews' })).toHaveCount(0);
      return;
    }
    await hydrated(page, 'ReviewsCarousel');
    await page.mouse.move(0, 0);
    const carousel = page.getByRole('region', { name: 'Customer reviews' });
    await expect(carousel.locator('[aria-roledescription="slide"]')).toHaveCount(cards);
    await expect(carousel.getByRole('button', { name: /^Show reviews? / })).toHaveCount(Math.ceil(cards / 3));
    expect(await firstInView(carousel)).toBe(`1 of ${cards}`);
    let now = 0; // ms since hydration, when the 5 s interval started
    for (let step = 1; step <= cards; step++) {
      // Half a second after each step, once the slide has finished moving.
      await page.clock.runFor(5000 * step + 600 - now);
      now = 5000 * step + 600;
      expect(await firstInView(carousel), `step ${step}`).toBe(`${step === cards ? 1 : step + 1} of ${cards}`);
    }
  });
}
