/**
 * A slow phone paints a page before it has parsed all of it: the home hero may first appear with
 * only its photo, then its name, then its headline. Nothing shown must move when the rest arrives
 * (a moved photo or headline is a layout shift a visitor sees, and CLS counts). Each brand's home is
 * served cut off after each part of its hero, and every element of the hero that the cut page shows
 * must sit where it sits on the whole page. Fonts are blocked and script is off, so the only
 * difference between the loads is how much of the hero there is.
 */
import { expect, test, type Page } from '@playwright/test';
import { brandUrl, brands } from './support/brands.ts';

test.use({ javaScriptEnabled: false });

/** Where each element of the hero's section starts, in document order (elements with no box left out). */
const heroCorners = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('main > section:first-child, main > section:first-child *')].map((element) => {
      const box = element.getBoundingClientRect();
      return box.width * box.height === 0 ? null : { x: Math.round(box.x), y: Math.round(box.y) };
    }),
  );

/**
 * The offsets in the document just after each of the hero's parts (its photo, name, headline, intro,
 * its row of actions, its service links). Not inside a row: a centred row of links re-centres as each
 * link arrives, a shift of one line that is accepted.
 */
function cutsInHero(html: string): number[] {
  const start = html.indexOf('<section', html.indexOf('<main'));
  const end = html.indexOf('</section>', start);
  const cuts: number[] = [];
  for (const match of html.slice(start, end).matchAll(/<\/(picture|p|h1|div|nav)>/g))
    cuts.push(start + match.index + match[0].length);
  return cuts;
}

for (const brand of brands)
  for (const viewport of [
    { name: 'phone', width: 390, height: 844 },
    { name: 'laptop', width: 1366, height: 768 },
  ])
    test(`${brand.id} (${viewport.name}): a home hero painted in parts moves nothing it has shown`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.route('**/_astro/fonts/**', (route) => route.abort());
      const url = brandUrl(brand.id, '/');
      let html = '';
      let cut = Infinity;
      await page.route(url, async (route) => {
        // Node resolves no *.localhost name: the same request to the server's address, the brand's host named.
        const requested = new URL(route.request().url());
        const response = await route.fetch({
          url: `http://127.0.0.1:${requested.port}${requested.pathname}`,
          headers: { ...route.request().headers(), host: requested.host },
        });
        html = await response.text();
        await route.fulfill({ response, body: html.slice(0, cut) });
      });

      await page.goto(url, { waitUntil: 'load' });
      const whole = await heroCorners(page);
      const cuts = cutsInHero(html);
      expect(cuts.length, 'parts found in the hero').toBeGreaterThan(3);
      for (const at of cuts) {
        cut = at;
        await page.goto(url, { waitUntil: 'load' });
        const shown = await heroCorners(page);
        // The last element parsed may be cut inside; the ones before it are whole.
        const moved = shown.slice(0, -1).flatMap((corner, index) => {
          const final = whole[index];
          if (!corner || !final) return [];
          const distance = Math.max(Math.abs(corner.x - final.x), Math.abs(corner.y - final.y));
          return distance > 1 ? [`element ${index}: (${corner.x}, ${corner.y}) → (${final.x}, ${final.y})`] : [];
        });
        expect(moved, `hero cut after "${html.slice(at - 40, at)}"`).toEqual([]);
      }
    });
