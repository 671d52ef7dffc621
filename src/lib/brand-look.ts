/**
 * A brand's look with every default filled in: which mark, typefaces, header and hero style it shows.
 * A brand file without `look` resolves to the default design (system fonts, dark header, classic heroes)
 * and the first mark of its trade. Pure: the logo file itself is read by src/render-time/brand-logo.ts.
 */
import type { Brand } from './brand-schema.ts';
import { brandTrade, monogram, tradeGlyphs, type MarkSpec } from './brand-marks.ts';
import { bodyWeights, systemStack, typefaces, typefaceVariable, type TypefaceId } from './typefaces.ts';

export type LookBrand = Pick<Brand, 'businessName' | 'focus' | 'product' | 'theme' | 'look'>;

export interface Look {
  mark: MarkSpec;
  headingFont: TypefaceId | 'system';
  bodyFont: TypefaceId | 'system';
  header: 'dark' | 'light';
  hero: 'classic' | 'split' | 'centred' | 'dark';
  /** Where its drawn pictures are set (tools/images draws them: npm run images -- <brand-id>). */
  setting: 'town' | 'suburbs' | 'countryside';
}

/** The style of page tops of a brand file that names none. */
export const defaultHeroStyle: Look['hero'] = 'classic';

export function resolveLook(brand: LookBrand): Look {
  const look = brand.look ?? {};
  return {
    mark: {
      glyph: look.mark ?? tradeGlyphs[brandTrade(brand)][0]!,
      frame: look.markFrame ?? 'rounded',
      initials: monogram(brand.businessName),
      colour: brand.theme.accent,
    },
    headingFont: look.headingFont ?? 'system',
    bodyFont: look.bodyFont ?? 'system',
    header: look.header ?? 'dark',
    hero: look.hero ?? defaultHeroStyle,
    setting: look.setting ?? 'suburbs',
  };
}

/** One self-hosted typeface the brand loads, with the weights its roles need. */
export interface FontUse {
  id: TypefaceId;
  weights: number[];
}

export function fontUses(look: Pick<Look, 'headingFont' | 'bodyFont'>): FontUse[] {
  const uses = new Map<TypefaceId, FontUse>();
  const add = (id: TypefaceId | 'system', weights: readonly number[]) => {
    if (id === 'system') return;
    const use: FontUse = uses.get(id) ?? { id, weights: [] };
    use.weights = [...new Set([...use.weights, ...weights])].sort((a, b) => a - b);
    uses.set(id, use);
  };
  if (look.headingFont !== 'system') add(look.headingFont, [typefaces[look.headingFont].headingWeight]);
  add(look.bodyFont, bodyWeights);
  return [...uses.values()];
}

/** The CSS font-family value of a role: the Astro font variable (family, metric-matched fallback, generic) or the system stack. */
export function fontStack(id: TypefaceId | 'system'): string {
  return id === 'system' ? systemStack : `var(${typefaceVariable(id)})`;
}
