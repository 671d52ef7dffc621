/**
 * The home page's sections: which a brand shows and in what order is brand data (`sections` in
 * src/content/home.yaml, or the brand's own brands/<id>/content/home.yaml), one id per section. An id is
 * also the section's anchor on the page (`#reviews`); src/pages/index.astro renders each id's component.
 * To add a section: add its id here and its component to the map in src/pages/index.astro (the type
 * check fails until both are there), its owner's name in src/admin/editor-labels.ts, and list it in
 * the home words where it should show. Pure.
 */
import { z } from 'astro/zod';

/**
 * Every section a home can show: the default brand's eleven, in its order (the default composition,
 * src/content/home.yaml), with the two that show the brand's proof where they sit best: `credentials`
 * (accreditations, insurance, guarantees, emergency call-outs) beside the rating banner, `price-guides` after
 * the services. The default composition leaves those two out; each shows nothing while the brand's proof holds
 * nothing for it. This is also the order the editor offers them in.
 */
export const homeSectionIds = [
  'hero',
  'why-choose-us',
  'reviews',
  'trusted-banner',
  'credentials',
  'services-showcase',
  'price-guides',
  'recent-work',
  'areas-covered',
  'about',
  'contact',
  'services-ticker',
  'call-to-action',
] as const;
export type HomeSectionId = (typeof homeSectionIds)[number];

/** Shown on every home: the top (headline, main actions, LCP picture) and the quote form, the site's only one. */
export const requiredHomeSections = ['hero', 'contact'] as const satisfies readonly HomeSectionId[];

/** Marks a list whose order is the owner's: the editor offers it as a list to drag into order (src/admin/decap-fields.ts). */
export const ownerOrdered = { ordered: true } as const;

/** A home's sections, top to bottom: known ids, each once, the top of the page first, the required ones present. */
export const homeCompositionSchema = z
  .array(z.enum(homeSectionIds, { error: `must be one of the sections (${homeSectionIds.join(', ')})` }))
  .min(requiredHomeSections.length)
  .max(homeSectionIds.length)
  .superRefine((ids, context) => {
    const twice = ids.find((id, index) => ids.indexOf(id) !== index);
    if (twice) context.addIssue({ code: 'custom', message: `lists ${twice} twice: each section may appear once` });
    if (ids.length > 0 && ids[0] !== 'hero')
      context.addIssue({ code: 'custom', message: 'must start with hero, the top of the page' });
    for (const id of requiredHomeSections)
      if (!ids.includes(id)) context.addIssue({ code: 'custom', message: `must include ${id}: every home shows it` });
  })
  .meta(ownerOrdered);
