/**
 * Pictures drawn for each brand, so no two brands stand on the same picture where every brand shows one: the
 * home hero (src/assets/images/hero/<brand-id>.jpg) and the shared pictures of every brand's home and /about
 * (src/assets/images/brands/<brand-id>/<key>.jpg), each showing the brand's trade in its colours. tools/images
 * draws them; the owner's photo of the same key (brands/<brand-id>/images/<key>.jpg) replaces the drawing. Pure.
 */

/** What a brand's drawn pictures show: tree work, fencing, or (anything else, e.g. a directory of garden services) a garden. */
export type BrandTrade = 'tree' | 'fence' | 'garden';

const tradeOfService: Readonly<Record<string, BrandTrade>> = {
  'tree-surgery': 'tree',
  'hedge-trimming': 'tree',
  'stump-grinding': 'tree',
  fencing: 'fence',
};

/** A brand's trade, from its first lead service (`focus`). */
export function brandTrade(focus: readonly string[] = []): BrandTrade {
  return tradeOfService[focus[0] ?? ''] ?? 'garden';
}

/** The shared pictures every brand shows on its home or /about (the team, the landscaping card), drawn per brand. */
export const drawnPerBrand = ['about-team', 'landscaping-garden'] as const;

/** Where a brand's drawings live: src/assets/images/brands/<brand-id>/<key>.jpg. */
export const brandDrawingsDir = 'src/assets/images/brands';

/** Which picture a page shows for a key: the brand's own photo, its drawing, or the shared illustration. */
export type PictureSource = 'photo' | 'drawn' | 'shared';
