/**
 * Every page template of the default brand and every brand's home, at a phone's and a laptop's size:
 * the brand's page, no script error (uncaught, console.error, CSP violation), no sideways scrolling,
 * and every island hydrated once scrolled into view. The default brand's home on a phone is the smoke
 * page (`@smoke`, npm run test:fast).
 */
import { brands, defaultBrand } from '../support/brands.ts';
import { onePerTemplate } from '../support/samples.ts';
import { expect, test } from './support/fixtures.ts';
import { engineState, settle, sidewaysOverflow, unhydrated } from './support/page-checks.ts';
import { laptop, phone } from './support/visitor.ts';

const pages = [
  ...onePerTemplate(defaultBrand).map((path) => ({ brand: defaultBrand, path })),
  ...brands.filter((brand) => !brand.default).map((brand) => ({ brand, path: '/' })),
];

for (const size of [phone, laptop])
  test.describe(`${size.name} (${size.width} px)`, () => {
    for (const { brand, path } of pages) {
      const smoke = brand.default && path === '/' && size === phone;
      test(`${brand.id} ${path}`, { tag: smoke ? '@smoke' : [] }, async ({ open, front }) => {
        const visitor = await open({ size });
        await visitor.goto(front.url(brand.id, path));
        const header = await visitor.evaluate(() => document.querySelector('header')?.textContent ?? '');
        expect(header, 'the brand of this host').toContain(brand.businessName);
        await settle(visitor);
        expect.soft(await unhydrated(visitor), 'islands not hydrated once in view').toEqual([]);
        expect.soft(await sidewaysOverflow(visitor), 'wider than the window').toEqual([]);
        expect.soft((await engineState(visitor)).errors, 'script errors').toEqual([]);
      });
    }
  });
