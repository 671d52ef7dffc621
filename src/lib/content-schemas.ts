/**
 * The zod schemas of the content a brand may give its own words for (home, about, service pages,
 * reviews, testimonials, recent work). src/content.config.ts validates the shared entries with them,
 * and src/build/brand-content.ts validates each brand's overrides (brands/<id>/content/) with the same ones.
 */
import { z } from 'astro/zod';
import { icons, type IconName } from './icons.ts';
import { imageKeySchema, type ImageKeys } from './image-key.ts';
import { serviceCatalogue } from './service-catalogue.ts';

export { imageKeySchema };
export const iconName = z.enum(Object.keys(icons) as [IconName, ...IconName[]]);
/** Collections come back sorted by id, so entries that have a display order carry it explicitly (see byOrder). */
export const order = z.number().int().positive();
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date such as 2024-09-24');
const titledItem = z.strictObject({ title: z.string().min(3).max(60), text: z.string().min(20).max(300) });
const titledItems = z.array(z.strictObject({ title: z.string().min(3), text: z.string().min(20) }));
const paragraphs = z.array(z.string().min(60));
const serviceIds = serviceCatalogue.map((entry) => entry.id) as [string, ...string[]];
const serviceId = z.enum(serviceIds);
const serviceWithPage = z.enum(serviceCatalogue.filter((entry) => entry.slides).map((entry) => entry.id) as [string]);

/** The home page's own words (src/content/home.yaml); the sections' structure stays in src/components/home. */
export const homeSchema = z.strictObject({
  hero: z.strictObject({ headline: z.string().min(10).max(70), intro: z.string().min(60).max(240) }),
  whyChooseUs: z.strictObject({
    intro: z.string().min(30).max(200),
    /** The "Expert craftsmanship" card. */
    craftsmanship: z.string().min(40).max(200),
  }),
  showcase: z.strictObject({
    intro: z.string().min(30).max(200),
    /** Service cards (catalogue ids). */
    cards: z.array(serviceId).min(2).max(3),
    /** Feature blocks, each with its service's photo slider. */
    blocks: z
      .array(
        z.strictObject({
          service: serviceWithPage,
          title: z.string().min(5).max(60),
          text: z.string().min(80).max(400),
          points: z.array(titledItem).length(2),
        }),
      )
      .min(1)
      .max(2),
  }),
  about: z.strictObject({ paragraphs: paragraphs.min(2).max(4) }),
  cta: z.strictObject({ title: z.string().min(10).max(60) }),
});

/** The About page's own words (src/content/about.yaml). */
export const aboutSchema = z.strictObject({
  intro: z.string().min(40).max(240),
  story: paragraphs.min(2).max(4),
  team: z.strictObject({ intro: z.string().min(30).max(200), members: z.array(titledItem).min(2).max(4) }),
  values: z
    .array(z.strictObject({ title: z.string().min(3).max(60), text: z.string().min(20).max(200), icon: iconName }))
    .min(3)
    .max(6),
  accreditations: z.array(z.string().min(20)).min(2).max(6),
});

/**
 * One service page's copy (src/content/service-pages/<id>.yaml), laid out by layouts/ServicePage.astro.
 * `imageKeys`: the keys that have a file (src/assets/image-keys.ts); without them only the key's shape is checked.
 */
export const servicePageSchemaFor = (imageKeys?: ImageKeys) => {
  const imageKey = imageKeySchema(imageKeys);
  return z.strictObject({
    /** ≤ 33 so "{title} | {businessName}" stays within 70 characters for the longest brand name. */
    title: z.string().min(5).max(33),
    description: z.string().min(70).max(160),
    /** Show the process before "what's included" (when the process is the point of the page). */
    processFirst: z.boolean().optional(),
    heading: z.string().min(5),
    intro: z.string().min(80),
    heroImage: imageKey,
    heroAlt: z.string().min(10),
    badges: z.array(z.strictObject({ icon: iconName, label: z.string().min(3) })).optional(),
    overview: z.strictObject({ title: z.string().min(5), paragraphs: paragraphs.min(1) }),
    options: z
      .strictObject({
        title: z.string().min(5),
        intro: z.string().min(30).optional(),
        cards: z
          .array(
            z
              .strictObject({
                title: z.string().min(3),
                description: z.string().min(40),
                image: imageKey.optional(),
                alt: z.string().min(10).optional(),
              })
              .refine((card) => !card.image || card.alt, 'a card with an image needs alt text'),
          )
          .min(2),
      })
      .optional(),
    included: z.strictObject({
      title: z.string().min(5),
      intro: z.string().min(30).optional(),
      items: titledItems.min(3),
    }),
    process: z.strictObject({
      title: z.string().min(5),
      intro: z.string().min(30).optional(),
      steps: titledItems.min(3).max(4),
    }),
    aftercare: z.strictObject({ title: z.string().min(5), paragraphs: paragraphs.min(1) }).optional(),
    faqs: z.array(z.strictObject({ question: z.string().min(10), answer: z.string().min(40) })).optional(),
    cta: z.strictObject({ title: z.string().min(5), text: z.string().min(40) }),
  });
};

/** Where a review or project was: a town or region, matched against the brand's serviceAreas (lib/local-proof.ts). */
const location = z.string().min(3);

export const homeReviewSchema = z.strictObject({
  id: z.string(),
  order,
  quote: z.string().min(60).max(240),
  /** First name plus initial ("Sarah M.") or full name. */
  author: z.string().regex(/^[A-Z][a-z]+ ([A-Z]\.|[A-Z][a-z]+)$/, 'must be "First I." or "First Last"'),
  location,
  rating: z.literal(5),
});

export const testimonialSchema = z.strictObject({
  id: z.string(),
  name: z.string().min(2),
  /** Empty when the platform shows no date. */
  date: z.union([isoDate, z.literal('')]),
  platform: z.enum(['Bark', 'Yell', 'Facebook', 'Trustpilot']),
  rating: z.number().int().min(1).max(5),
  location,
  text: z.string().min(40),
});

/**
 * A caption naming one particular job (its size, its garden): shown only over the brand's own photo of it
 * (brands/<id>/images/<key>), never over a shared placeholder picture (lib/captions.ts).
 */
const jobCaption = z.strictObject({ title: z.string().min(5), description: z.string().min(60) });

/**
 * A recent-work project. `title` and `description` describe the kind of work (true of any picture of it);
 * `job` the particular project, with `location` where it was (local ones are shown first).
 */
export const recentWorkSchemaFor = (imageKeys?: ImageKeys) =>
  z.strictObject({
    id: z.string(),
    order,
    image: imageKeySchema(imageKeys),
    alt: z.string().min(10),
    title: z.string().min(5),
    description: z.string().min(60),
    location,
    job: jobCaption.optional(),
  });

/** A gallery filter: the shared ones are SPEC's (garden, artificial-grass, decking, fencing); a brand may add its own. */
export const galleryCategorySchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be kebab-case'),
  order,
  label: z.string().min(3).max(30),
  /** How the "no projects" line names the category ("No decking projects yet"). */
  noun: z.string().min(3).max(30),
});

/** A gallery project; captions as in recent work (`description` the kind of work, `job` the particular one). */
export const galleryProjectSchemaFor = (imageKeys?: ImageKeys) =>
  z.strictObject({
    id: z.string(),
    order,
    title: z.string().min(5),
    /** A gallery category id (shared or the brand's own, checked by the loader). */
    category: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be kebab-case'),
    imageKey: imageKeySchema(imageKeys),
    description: z.string().min(40),
    job: jobCaption.optional(),
  });

/** The gallery page's own words (src/content/galleryPage.yaml); a brand may write its own. */
export const galleryPageSchema = z.strictObject({
  /** The page's meta description. */
  description: z.string().min(50).max(170),
  /** The line under the page heading. */
  intro: z.string().min(40).max(240),
});
