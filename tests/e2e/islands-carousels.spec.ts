/**
 * Moving content on the home page and the service pages: reviews carousel,
 * services ticker, recent-work carousel and image sliders. Time is Playwright's paused fake
 * clock, so "every 5 s" is asserted to the millisecond without waiting in real time.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { firstInView } from './support/carousels.ts';
import { holdIslandScript } from './support/forms.ts';
import { hydrated, pausedClock, skipWelcomeDialog } from './support/islands.ts';

/** The default brand's 8 ticker entries, word for word, in order. */
const tickerEntries = [
  'Professional Fencing Installation',
  'Expert Patio & Paving Solutions',
  'Tree Surgery & Hedge Trimming',
  'Artificial Turf Installation',
  'Complete Garden Transformations',
  'Natural Turfing Services',
  'Driveway Installation',
  'Garden Maintenance',
];

test.beforeEach(async ({ page }) => {
  await skipWelcomeDialog(page);
});

/** Moves focus and the pointer away from everything, so nothing holds a carousel paused. */
async function blurAndLeave(page: Page) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.mouse.move(0, 0);
}

async function openReviews(page: Page) {
  await pausedClock(page);
  await page.goto('/');
  await hydrated(page, 'ReviewsCarousel');
  const carousel = page.getByRole('region', { name: 'Customer reviews' });
  // The fake clock has not moved since hydration: the 5 s interval starts now. Nothing of the carousel under the pointer or focused: it rotates.
  await page.mouse.move(0, 0);
  return carousel;
}

/** The slider animates for about half a second after each step. */
const settle = 600;

test.describe('reviews carousel', () => {
  test('is an APG carousel: 25 labelled slides, one dot per 3 reviews (9 dots)', async ({ page }) => {
    const carousel = await openReviews(page);
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = carousel.locator('[aria-roledescription="slide"]');
    await expect(slides).toHaveCount(25);
    await expect(slides.nth(2)).toHaveAttribute('aria-label', '3 of 25');
    await expect(slides.nth(2)).toHaveAttribute('role', 'group');
    const dots = carousel.getByRole('button', { name: /^Show reviews? / });
    await expect(dots).toHaveCount(9);
    await expect(dots.last()).toHaveAccessibleName('Show review 25');
    await expect(dots.first()).toHaveAttribute('aria-current', 'true');
  });

  test('advances every 5000 ms and returns to the first review after the last', async ({ page }) => {
    test.setTimeout(60_000); // 25 full steps of animation frames on the fake clock
    const carousel = await openReviews(page);
    const track = carousel.locator('[aria-live]');
    await expect(track).toHaveAttribute('aria-live', 'off');
    expect(await firstInView(carousel)).toBe('1 of 25');
    let now = 0; // ms since hydration, when the interval started
    const runTo = async (time: number) => {
      await page.clock.runFor(time - now);
      now = time;
    };
    for (let step = 1; step <= 25; step++) {
      await runTo(5000 * step - 1);
      expect(await firstInView(carousel), `still on review ${step} 1 ms before the step`).toBe(`${step} of 25`);
      await runTo(5000 * step + settle);
      const expected = step === 25 ? 1 : step + 1;
      expect(await firstInView(carousel), `step ${step}`).toBe(`${expected} of 25`);
    }
  });

  test('previous/next arrows and the arrow keys move it, wrapping both ways; the active dot follows', async ({
    page,
  }) => {
    const carousel = await openReviews(page);
    const next = carousel.getByRole('button', { name: 'Next reviews' });
    const previous = carousel.getByRole('button', { name: 'Previous reviews' });
    const dots = carousel.getByRole('button', { name: /^Show reviews? / });

    for (let i = 0; i < 3; i++) {
      await next.click();
      await page.clock.runFor(settle);
    }
    expect(await firstInView(carousel)).toBe('4 of 25');
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
    await expect(dots.nth(0)).not.toHaveAttribute('aria-current');

    await previous.click();
    await page.clock.runFor(settle);
    expect(await firstInView(carousel)).toBe('3 of 25');
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');

    await next.focus();
    await page.keyboard.press('ArrowLeft');
    await page.clock.runFor(settle);
    await page.keyboard.press('ArrowLeft');
    await page.clock.runFor(settle);
    await page.keyboard.press('ArrowLeft');
    await page.clock.runFor(settle);
    expect(await firstInView(carousel)).toBe('25 of 25');
    await expect(dots.nth(8)).toHaveAttribute('aria-current', 'true');
    await page.keyboard.press('ArrowRight');
    await page.clock.runFor(settle);
    expect(await firstInView(carousel)).toBe('1 of 25');

    await dots.nth(5).click();
    await page.clock.runFor(settle);
    expect(await firstInView(carousel)).toBe('16 of 25');
    await expect(dots.nth(5)).toHaveAttribute('aria-current', 'true');
  });

  test('carries on from the card a visitor swiped to before its script arrived', async ({ page }) => {
    await pausedClock(page);
    const script = await holdIslandScript(page, 'ReviewsCarousel', 0);
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Customer reviews' });
    const track = carousel.locator('[aria-live]');
    await track.scrollIntoViewIfNeeded();
    await script.requested;
    // The row scrolls natively until the island runs: the visitor swipes three cards on.
    await track.evaluate((row) => {
      const card = row.querySelector<HTMLElement>('[aria-roledescription="slide"]')!;
      row.scrollTo({ left: 3 * card.offsetWidth, behavior: 'instant' });
    });
    await expect.poll(() => firstInView(carousel)).toBe('4 of 25');

    script.release();
    await hydrated(page, 'ReviewsCarousel');
    await page.clock.runFor(settle);
    expect(await firstInView(carousel)).toBe('4 of 25');
    await expect(carousel.getByRole('group', { name: '4 of 25' })).not.toHaveAttribute('aria-hidden');
    await expect(carousel.getByRole('button', { name: 'Show reviews 4 to 6' })).toHaveAttribute('aria-current', 'true');
  });

  for (const [width, perView] of [
    [375, 1],
    [800, 2],
    [1280, 3],
  ] as const) {
    test(`shows ${perView} card(s) at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const carousel = await openReviews(page);
      const shown = carousel.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])');
      await expect(shown).toHaveCount(perView);
      const trackWidth = (await carousel.locator('[aria-live]').boundingBox())!.width;
      const slideWidth = (await shown.first().boundingBox())!.width;
      expect(slideWidth).toBeCloseTo(trackWidth / perView, 0);
    });
  }

  test('pauses while hovered and while focused, and resumes afterwards', async ({ page }) => {
    const carousel = await openReviews(page);
    const track = carousel.locator('[aria-live]');

    await carousel.hover();
    await expect(track).toHaveAttribute('aria-live', 'polite');
    await page.clock.runFor(12_000);
    expect(await firstInView(carousel)).toBe('1 of 25');

    await page.mouse.move(0, 0);
    await carousel.getByRole('button', { name: 'Next reviews' }).focus();
    await expect(track).toHaveAttribute('aria-live', 'polite');
    await page.clock.runFor(12_000);
    expect(await firstInView(carousel)).toBe('1 of 25');

    await carousel.getByRole('button', { name: 'Next reviews' }).blur();
    await expect(track).toHaveAttribute('aria-live', 'off');
    await page.clock.runFor(5000 + settle);
    expect(await firstInView(carousel)).toBe('2 of 25');
  });

  test('the pause control stops rotation until started again', async ({ page }) => {
    const carousel = await openReviews(page);
    await carousel.getByRole('button', { name: 'Pause automatic reviews rotation' }).click();
    await blurAndLeave(page);
    const start = carousel.getByRole('button', { name: 'Start automatic reviews rotation' });
    await expect(start).toBeVisible();
    await expect(carousel.locator('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    await page.clock.runFor(20_000);
    expect(await firstInView(carousel)).toBe('1 of 25');

    await start.click();
    await blurAndLeave(page);
    await page.clock.runFor(5000 + settle);
    expect(await firstInView(carousel)).toBe('2 of 25');
  });

  test('does not move on its own under prefers-reduced-motion: reduce', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const carousel = await openReviews(page);
    await expect(carousel.getByRole('button', { name: 'Start automatic reviews rotation' })).toBeVisible();
    await page.clock.runFor(30_000);
    expect(await firstInView(carousel)).toBe('1 of 25');
    // Manual control still works.
    await carousel.getByRole('button', { name: 'Next reviews' }).click();
    await page.clock.runFor(settle);
    expect(await firstInView(carousel)).toBe('2 of 25');
  });

  test('controls are at least 24 × 24 px (44 × 44 for the arrows and the pause control)', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    const carousel = await openReviews(page);
    for (const button of await carousel.getByRole('button').all()) {
      const box = (await button.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(24);
      expect(box.height).toBeGreaterThanOrEqual(24);
    }
    for (const name of ['Previous reviews', 'Next reviews', 'Pause automatic reviews rotation']) {
      const box = (await carousel.getByRole('button', { name }).boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(44);
    }
  });
});

test.describe('services ticker', () => {
  async function openTicker(page: Page) {
    await pausedClock(page);
    await page.goto('/');
    await hydrated(page, 'ServicesTicker');
    await page.mouse.move(0, 0);
    return page.getByRole('region', { name: 'Services we offer' });
  }
  const shownEntry = (ticker: Locator) => ticker.locator('[aria-live] p:visible');

  test('shows the eight entries, a new one every 2500 ms, back to the first after the last', async ({ page }) => {
    const ticker = await openTicker(page);
    await expect(ticker.locator('[aria-live] p')).toHaveText(tickerEntries);
    await expect(shownEntry(ticker)).toHaveText(tickerEntries[0]!);
    for (let step = 1; step <= 8; step++) {
      await page.clock.runFor(2499);
      await expect(shownEntry(ticker)).toHaveText(tickerEntries[step - 1]!);
      await page.clock.runFor(1);
      await expect(shownEntry(ticker)).toHaveText(tickerEntries[step % 8]!);
    }
  });

  test('a dot jumps to its entry; hover pauses it', async ({ page }) => {
    const ticker = await openTicker(page);
    await expect(ticker.getByRole('button', { name: /^Show / })).toHaveCount(8);
    await ticker.getByRole('button', { name: 'Show Driveway Installation' }).click();
    await expect(shownEntry(ticker)).toHaveText('Driveway Installation');
    await expect(ticker.getByRole('button', { name: 'Show Driveway Installation' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await page.clock.runFor(10_000); // pointer over it and focus on the dot: paused
    await expect(shownEntry(ticker)).toHaveText('Driveway Installation');
    await ticker.getByRole('button', { name: 'Show Driveway Installation' }).blur();
    await page.mouse.move(0, 0);
    await page.clock.runFor(2500);
    await expect(shownEntry(ticker)).toHaveText('Garden Maintenance');
  });

  test('stops with the pause control and never moves under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const ticker = await openTicker(page);
    await expect(ticker.getByRole('button', { name: 'Start automatic services rotation' })).toBeVisible();
    await expect(ticker.locator('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    await page.clock.runFor(20_000);
    await expect(shownEntry(ticker)).toHaveText(tickerEntries[0]!);
  });
});

test.describe('recent-work carousel', () => {
  async function openRecentWork(page: Page) {
    await page.goto('/');
    await hydrated(page, 'RecentWorkCarousel');
    return page.getByRole('region', { name: 'Recent projects' });
  }
  const current = (carousel: Locator) => carousel.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])');
  /** The chosen project is the one actually scrolled into the frame, not just marked current. */
  const shown = (carousel: Locator) => expect.poll(() => firstInView(carousel));

  test('six projects; previous/next wrap around; thumbnails and dots select a project', async ({ page }) => {
    const carousel = await openRecentWork(page);
    const slides = carousel.locator('[aria-roledescription="slide"]');
    await expect(slides).toHaveCount(6);
    await expect(current(carousel)).toHaveAttribute('aria-label', '1 of 6');
    for (const slide of await slides.all()) {
      await expect(slide.locator('h3')).not.toBeEmpty();
      await expect(slide.locator('p').first()).not.toBeEmpty();
    }

    await carousel.getByRole('button', { name: 'Previous project' }).click();
    await expect(current(carousel)).toHaveAttribute('aria-label', '6 of 6');
    await shown(carousel).toBe('6 of 6');
    await carousel.getByRole('button', { name: 'Next project' }).click();
    await expect(current(carousel)).toHaveAttribute('aria-label', '1 of 6');
    await carousel.getByRole('button', { name: 'Next project' }).click();
    await expect(current(carousel)).toHaveAttribute('aria-label', '2 of 6');

    const thirdTitle = await slides.nth(2).locator('h3').textContent();
    await carousel.getByRole('button', { name: `Show ${thirdTitle}`, exact: true }).click();
    await expect(current(carousel)).toHaveAttribute('aria-label', '3 of 6');
    await expect(carousel.getByRole('button', { name: `Show ${thirdTitle}`, exact: true })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await shown(carousel).toBe('3 of 6');

    await carousel.getByRole('button', { name: /^Show project 5:/ }).click();
    await expect(current(carousel)).toHaveAttribute('aria-label', '5 of 6');
    await shown(carousel).toBe('5 of 6');
    // Only the shown project's thumbnail is marked current.
    const fifthTitle = await slides.nth(4).locator('h3').textContent();
    const thumbnails = carousel.getByRole('list', { name: 'Project thumbnails' }).getByRole('button');
    await expect(thumbnails.and(page.locator('[aria-current="true"]'))).toHaveAccessibleName(`Show ${fifthTitle}`);
  });
});

test.describe('image slider', () => {
  test('is 400 px tall, shows arrows and dots for several photos, wraps both ways', async ({ page }) => {
    await page.goto('/fencing');
    const root = await hydrated(page, 'ImageSlider');
    const slider = root.getByRole('region');
    expect((await slider.boundingBox())!.height).toBe(400);
    const slides = slider.locator('[aria-roledescription="slide"]');
    const count = await slides.count();
    expect(count).toBeGreaterThan(1);
    await expect(slider.getByRole('button', { name: /^Show photo / })).toHaveCount(count);
    const current = slider.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])');
    await expect(current).toHaveAttribute('aria-label', `1 of ${count}`);

    await slider.getByRole('button', { name: 'Previous photo' }).click();
    await expect(current).toHaveAttribute('aria-label', `${count} of ${count}`);
    await expect.poll(() => firstInView(slider)).toBe(`${count} of ${count}`);
    await slider.getByRole('button', { name: 'Next photo' }).click();
    await expect(current).toHaveAttribute('aria-label', `1 of ${count}`);
    await expect.poll(() => firstInView(slider)).toBe(`1 of ${count}`);
    await slider.getByRole('button', { name: 'Show photo 2' }).click();
    await expect(current).toHaveAttribute('aria-label', `2 of ${count}`);
    await expect.poll(() => firstInView(slider)).toBe(`2 of ${count}`);
  });
});
