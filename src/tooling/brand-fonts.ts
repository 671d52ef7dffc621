/**
 * The Astro font families (astro.config `fonts`) of one brand: only the curated typefaces its look
 * uses, from their Fontsource packages (latin, woff2), each with Astro's metric-matched fallback
 * (size-adjust, ascent/descent/line-gap overrides on local Arial or Times New Roman) so text does not
 * move when the file arrives. A heading-only face is cut down after the build
 * (src/after-build/heading-face-cut.ts). Node only (astro.config.ts).
 */
import { fontProviders } from 'astro/config';
import type { Brand } from '../lib/brand-schema.ts';
import { fontUses, resolveLook } from '../lib/brand-look.ts';
import { typefaceFile, typefaces, typefaceVariable } from '../lib/typefaces.ts';

export function brandFontFamilies(brand: Brand) {
  return fontUses(resolveLook(brand)).map((use) => {
    const face = typefaces[use.id];
    return {
      provider: fontProviders.local(),
      name: face.family,
      cssVariable: typefaceVariable(use.id),
      fallbacks: [face.generic],
      // Swap: text never waits for a file, and the brand's face replaces the metric-matched fallback
      // whenever it arrives (a first visit loads it after its first paint: web-fonts-swap-in.ts).
      display: 'swap' as const,
      options: {
        variants: use.weights.map((weight) => ({
          src: [typefaceFile(use.id, weight)] as [string],
          weight,
          style: 'normal' as const,
        })) as [{ src: [string]; weight: number; style: 'normal' }],
      },
    };
  });
}
