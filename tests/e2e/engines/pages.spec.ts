/**
 * Every page template of the default brand and every brand's home, at a phone's and a laptop's size:
 * the brand's page, no script error (uncaught, console.error, CSP violation), no sideways scrolling,
 * and every island hydrated once scrolled into view. The default brand's home on a phone is the smoke
 * page (`@smoke`, npm run test:fast). Each home whose headings have a web face is a first visit's first
 * page: before anything scrolls, its font swap (support/web-fonts.ts) is drawn from the metric-matched
 * fallback and moves nothing in view, as the Chromium suite checks (tests/e2e/web-fonts.spec.ts).
 */
import { resolveLook } from '../../../src/lib/brand-look.ts';
import { typefaces } from '../../../src/lib/typefaces.ts';
import { brands, defaultBrand } from '../support/brands.ts';
import { onePerTemplate } from '../support/samples.ts';
import { expect, test } from './support/fixtures.ts';
import { engineState, settle, sidewaysOverflow, unhydrated } from './support/page-checks.ts';
import { laptop, phone } from './support/visitor.ts';
import { firstVisitFontSwap } from './support/web-fonts.ts';

/** The most a first page may shift: Lighthouse's target, as in the Chromium suite. */
const maxLayoutShift = 0.01;

const pages = [
  ...onePerTemplate(defaultBrand).map((path) => ({ brand: defaultBrand, path })),
  ...brands.filter((brand) => !brand.default).map((brand) => ({ brand, path: '/' })),
];

for (const size of [phone, laptop])
  test.describe(`${size.name} (${size.width} px)`, () => {
    for (const { brand, path } of pages) {
      const smoke = brand.default && path === '/' && size === phone;
      const look = resolveLook(brand);
      const headingFace = path === '/' && look.headingFont !== 'system' ? typefaces[look.headingFont] : undefined;
      test(`${brand.id} ${path}`, { tag: smoke ? '@smoke' : [] }, async ({ open, front }) => {
        const visitor = await open({ size, boxesAtLoad: Boolean(headingFace) });
        await visitor.goto(front.url(brand.id, path));
        const header = await visitor.evaluate(() => document.querySelector('header')?.textContent ?? '');
        expect(header, 'the brand of this host').toContain(brand.businessName);
        if (headingFace) {
          const swap = await firstVisitFontSwap(visitor);
          expect.soft(swap.decided, 'the brand faces loaded after the first page had').toBe(true);
          expect.soft(swap.fallbackDrawn, 'first paint: the headings in the metric-matched fallback').toBe(true);
          expect
            .soft(swap.moved, 'what was in view moved by the font swap (scored as CLS)')
            .toBeLessThanOrEqual(maxLayoutShift);
          // A 600 heading's fallback is the regular font emboldened: Firefox widens emboldened glyphs and WebKit
          // draws the bold font, so on a narrow window their lines may differ and the swap is rightly not made.
          if (headingFace.headingWeight >= 700)
            expect
              .soft(swap.headingStack[0], 'the headings in the brand face')
              .toMatch(new RegExp(`^${headingFace.family}-[0-9a-f]+$`));
        }
        await settle(visitor);
        expect.soft(await unhydrated(visitor), 'islands not hydrated once in view').toEqual([]);
        expect.soft(await sidewaysOverflow(visitor), 'wider than the window').toEqual([]);
        expect.soft((await engineState(visitor)).errors, 'script errors').toEqual([]);
      });
    }
  });
