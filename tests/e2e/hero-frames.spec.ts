/**
 * The part of the home hero's picture each brand's hero style shows, as a browser lays it out: at 390, 1366 and
 * 1920 px wide, the picture's box has the shape src/lib/hero-frames.ts says (its width ÷ height within the frame's
 * range), and the classic style's phone gets the portrait crop. The drawings keep every figure and vehicle whole in
 * those frames (tools/images; tests/unit/images-scenes.test.ts), so the two together keep them whole on screen.
 */
import { expect, test } from '@playwright/test';
import { resolveLook } from '../../src/lib/brand-look.ts';
import { heroFrames } from '../../src/lib/hero-frames.ts';
import { brands, brandUrl } from './support/brands.ts';
import { skipWelcomeDialog } from './support/islands.ts';

const screens = [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
] as const;

for (const screen of screens) {
  test.describe(`${screen.width} px wide`, () => {
    test.use({ viewport: screen, deviceScaleFactor: 1 });

    for (const brand of brands) {
      const style = resolveLook(brand).hero;
      const frame = heroFrames[style].find((candidate) => candidate.screen === screen.width)!;

      test(`${brand.id} (${style}): the hero picture's box is the shape its frame allows`, async ({ page }) => {
        await skipWelcomeDialog(page);
        await page.goto(brandUrl(brand.id, '/'));
        const picture = page.locator('#hero img');
        await expect(picture).toBeVisible();
        await picture.evaluate((img: HTMLImageElement) => img.decode());
        const shown = await picture.evaluate((img: HTMLImageElement) => {
          const box = img.getBoundingClientRect();
          return { aspect: box.width / box.height, source: img.naturalWidth / img.naturalHeight };
        });
        const [narrowest, widest] = frame.aspect;
        expect(shown.aspect, 'width ÷ height of the box').toBeGreaterThanOrEqual(narrowest - 0.01);
        expect(shown.aspect, 'width ÷ height of the box').toBeLessThanOrEqual(widest + 0.01);
        // The file the browser chose: the crop where the frame has one, else the whole 16:10 picture.
        expect(shown.source).toBeCloseTo(frame.crop ?? 16 / 10, 1);
      });
    }
  });
}
