/**
 * What moves and what filters, in each engine. The rotating carousels (those with a rotation control)
 * move on their own time and stay put while the pointer is over them, while focus is inside and under the
 * system's reduce-motion setting; the others move with their Next button; the gallery's filters show each
 * category, the counts adding up to every project. Time is the page's own intervals, held by the
 * instruments (watch.ts) and moved on by the test, so "it stays" is decided, not waited for.
 */
import { timings } from '../../../src/lib/carousel.ts';
import { defaultBrand } from '../support/brands.ts';
import { expect, test } from './support/fixtures.ts';
import { effectsSettled, engineState, settle, waitInPage } from './support/page-checks.ts';
import { laptop, phone, type Visitor } from './support/visitor.ts';

/** Long enough for every rotation to take a step (the reviews every 5 s, the ticker every 2.5 s). */
const oneStep = Math.max(timings.reviewsAutoplayMs, timings.tickerStepMs);

/** The rotating carousels (a rotation control inside), marked `data-engine-carousel="<n>"`; how many. */
const markRotating = (visitor: Visitor) =>
  visitor.evaluate(() => {
    const sections = [...document.querySelectorAll('astro-island section')].filter((section) =>
      section.querySelector('[data-rotation-control]'),
    );
    sections.forEach((section, index) => section.setAttribute('data-engine-carousel', String(index)));
    return sections.length;
  });

/** What a visitor sees of a carousel: the items at least half inside its clipping box, visible, not faded out. */
const shown = (visitor: Visitor, selector: string) =>
  visitor.evaluate((selector) => {
    const section = document.querySelector(selector)!;
    const live = section.querySelector('[aria-live]')!;
    const slides = section.querySelectorAll('[aria-roledescription="slide"]');
    const items = slides.length > 0 ? [...slides] : [...live.children];
    let clip: Element = live;
    for (let box = items[0]?.parentElement; box && box !== section.parentElement; box = box.parentElement)
      if (getComputedStyle(box).overflowX !== 'visible') {
        clip = box;
        break;
      }
    const area = clip.getBoundingClientRect();
    return items
      .filter((item) => {
        const box = item.getBoundingClientRect();
        const style = getComputedStyle(item);
        const width = Math.min(box.right, area.right) - Math.max(box.left, area.left);
        return (
          box.width > 0 && width >= box.width / 2 && style.visibility === 'visible' && Number(style.opacity) >= 0.5
        );
      })
      .map((item) => (item.textContent ?? '').trim().slice(0, 60))
      .join(' | ');
  }, selector);

const advance = (visitor: Visitor, ms: number) =>
  visitor.evaluate(
    (ms) => (window as unknown as { __engines: { advance: (ms: number) => void } }).__engines.advance(ms),
    ms,
  );

/** Moves time on one step and tells whether the carousel now shows something else (once its slide has settled). */
async function movesOnItsOwn(visitor: Visitor, selector: string): Promise<boolean> {
  const before = await shown(visitor, selector);
  await advance(visitor, oneStep);
  await effectsSettled(visitor);
  const moved = await waitInPage(
    visitor,
    `(() => { const now = (${shownSource})(${JSON.stringify(selector)}); return now !== ${JSON.stringify(before)} && now !== ''; })()`,
    3_000,
  );
  return moved;
}
// `shown` again, as source for waitInPage.
const shownSource = `(selector) => {
  const section = document.querySelector(selector);
  const live = section.querySelector('[aria-live]');
  const slides = section.querySelectorAll('[aria-roledescription="slide"]');
  const items = slides.length > 0 ? [...slides] : [...live.children];
  let clip = live;
  for (let box = items[0] && items[0].parentElement; box && box !== section.parentElement; box = box.parentElement)
    if (getComputedStyle(box).overflowX !== 'visible') { clip = box; break; }
  const area = clip.getBoundingClientRect();
  return items.filter((item) => {
    const box = item.getBoundingClientRect();
    const style = getComputedStyle(item);
    const width = Math.min(box.right, area.right) - Math.max(box.left, area.left);
    return box.width > 0 && width >= box.width / 2 && style.visibility === 'visible' && Number(style.opacity) >= 0.5;
  }).map((item) => (item.textContent || '').trim().slice(0, 60)).join(' | ');
}`;

async function openHome(visitor: Visitor, url: string) {
  await visitor.goto(url);
  await settle(visitor);
  await visitor.pointAway();
  const count = await markRotating(visitor);
  expect(count, 'rotating carousels on the home page').toBeGreaterThan(0);
  return count;
}

for (const size of [phone, laptop])
  test(`${size.name}: the rotating carousels move, and stop under the pointer and with focus inside`, async ({
    open,
    front,
  }) => {
    const visitor = await open({ size });
    const count = await openHome(visitor, front.url(defaultBrand.id, '/'));
    for (let index = 0; index < count; index++) {
      const carousel = `[data-engine-carousel="${index}"]`;
      await visitor.evaluate(
        (selector) => document.querySelector(selector)!.scrollIntoView({ block: 'center' }),
        carousel,
      );
      expect(await movesOnItsOwn(visitor, carousel), `carousel ${index} moves on its own`).toBe(true);

      await visitor.hover(`${carousel} [aria-live]`);
      await effectsSettled(visitor);
      expect(await movesOnItsOwn(visitor, carousel), `carousel ${index} under the pointer`).toBe(false);
      await visitor.pointAway();
      await effectsSettled(visitor);
      expect(await movesOnItsOwn(visitor, carousel), `carousel ${index} once the pointer has left`).toBe(true);

      // Focus on one of its dots (not the rotation control, which is how a visitor stops it for good).
      await visitor.evaluate(
        (selector) =>
          document
            .querySelector<HTMLElement>(
              `${selector} button[aria-current], ${selector} button:not([data-rotation-control])`,
            )!
            .focus(),
        carousel,
      );
      await effectsSettled(visitor);
      expect(await movesOnItsOwn(visitor, carousel), `carousel ${index} with focus inside`).toBe(false);
      await visitor.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await effectsSettled(visitor);
      expect(await movesOnItsOwn(visitor, carousel), `carousel ${index} once focus has left`).toBe(true);
    }
    expect((await engineState(visitor)).errors).toEqual([]);
  });

test('laptop: with the system set to reduce motion, no carousel rotates and each offers to start', async ({
  open,
  front,
}) => {
  const visitor = await open({ size: laptop, reducedMotion: true });
  const count = await openHome(visitor, front.url(defaultBrand.id, '/'));
  expect(await visitor.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(true);
  for (let index = 0; index < count; index++) {
    const carousel = `[data-engine-carousel="${index}"]`;
    expect(await movesOnItsOwn(visitor, carousel), `carousel ${index}`).toBe(false);
    expect(
      await visitor.evaluate(
        (selector) => document.querySelector(`${selector} [data-rotation-control]`)!.textContent!.trim(),
        carousel,
      ),
    ).toMatch(/^Start automatic/);
  }
  expect((await engineState(visitor)).errors).toEqual([]);
});

test('laptop: a carousel without rotation moves with its Next button', async ({ open, front }) => {
  const visitor = await open({ size: laptop });
  await visitor.goto(front.url(defaultBrand.id, '/'));
  await settle(visitor);
  const count = await visitor.evaluate(() => {
    const sections = [...document.querySelectorAll('astro-island section[aria-roledescription="carousel"]')].filter(
      (section) => !section.querySelector('[data-rotation-control]'),
    );
    sections.forEach((section, index) => section.setAttribute('data-engine-manual', String(index)));
    return sections.length;
  });
  expect(count, 'carousels without rotation on the home page').toBeGreaterThan(0);
  for (let index = 0; index < count; index++) {
    const carousel = `[data-engine-manual="${index}"]`;
    const before = await shown(visitor, carousel);
    const next = await visitor.evaluate((selector) => {
      const button = [...document.querySelectorAll(`${selector} button`)].find(
        (b) => /next/i.test(b.textContent ?? '') && b.checkVisibility() && b.getBoundingClientRect().width > 0,
      );
      button?.scrollIntoView({ block: 'center' });
      button?.setAttribute('data-engine-next', '');
      return Boolean(button);
    }, carousel);
    expect(next, `carousel ${index} has a Next button`).toBe(true);
    // Pressed from the keyboard: WebKitGTK's driver finds an arrow laid over the slides not interactable.
    await visitor.evaluate(
      (selector) => document.querySelector<HTMLElement>(selector)!.focus(),
      `${carousel} [data-engine-next]`,
    );
    await visitor.press('Enter');
    expect(
      await waitInPage(
        visitor,
        `(() => { const now = (${shownSource})(${JSON.stringify(carousel)}); return now !== ${JSON.stringify(before)} && now !== ''; })()`,
        5_000,
      ),
      `carousel ${index} moved`,
    ).toBe(true);
  }
  expect((await engineState(visitor)).errors).toEqual([]);
});

for (const size of [phone, laptop])
  test(`${size.name}: each gallery filter shows its projects, and together they are every project`, async ({
    open,
    front,
  }) => {
    const visitor = await open({ size });
    await visitor.goto(front.url(defaultBrand.id, '/gallery'));
    await settle(visitor);
    const filters = await visitor.evaluate(() =>
      [...document.querySelectorAll('astro-island [role="group"] button[aria-pressed]')].map((button, index) => {
        button.setAttribute('data-engine-filter', String(index));
        return button.textContent!.trim();
      }),
    );
    expect(filters.length, 'filters').toBeGreaterThan(2);
    const counts: number[] = [];
    for (const [index, label] of filters.entries()) {
      await visitor.click(`[data-engine-filter="${index}"]`);
      expect(
        await waitInPage(
          visitor,
          `document.querySelector('[data-engine-filter="${index}"]').getAttribute('aria-pressed') === 'true'`,
        ),
        `${label} pressed`,
      ).toBe(true);
      await effectsSettled(visitor);
      const state = await visitor.evaluate(() => ({
        pressed: document.querySelectorAll('[data-engine-filter][aria-pressed="true"]').length,
        shown: document.querySelectorAll('astro-island ul > li').length,
        summary: document.querySelector('astro-island [aria-live="polite"]')?.textContent ?? '',
        query: location.search,
      }));
      expect(state.pressed, `${label}: one filter pressed`).toBe(1);
      if (index > 0) expect(state.query, `${label}: in the address`).toMatch(/^\?category=/);
      if (state.shown > 0) expect(state.summary, `${label}: the count said`).toContain(String(state.shown));
      counts.push(state.shown);
    }
    const [all, ...categories] = counts;
    expect(all).toBeGreaterThan(0);
    expect(
      categories.reduce((sum, n) => sum + n, 0),
      'the categories add up to every project',
    ).toBe(all);
    expect((await engineState(visitor)).errors).toEqual([]);
  });
