/**
 * The zod schemas of the content a brand may give its own words for (home, about, service pages,
 * reviews, testimonials, recent work). src/content.config.ts validates the shared entries with them,
 * and src/render-time/brand-content-files.ts validates each brand's overrides (brands/<id>/content/) with the same ones.
 */
import { z } from 'astro/zod';
import { homeCompositionSchema } from './home-composition.ts';
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
  /** The sections shown, top to bottom (src/lib/home-composition.ts). */
  sections: homeCompositionSchema,
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
          .min(2)
          // One bare card among pictured ones makes the grid look unfinished.
          .refine(
            (cards) => cards.every((card) => card.image) || cards.every((card) => !card.image),
            'either every card has an image or none has',
          ),
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

/**
 * One review of the brand (brands/<id>/content/reviews.yaml): the one list the home carousel, /reviews and the
 * service and area pages all show from (lib/reviews.ts), so a customer says one thing with one rating everywhere.
 * `sample`: a sample text written for the demonstration, not a review anyone gave: a production build refuses a
 * brand that still shows one, and npm run readiness lists them.
 */
export const reviewSchema = z.strictObject({
  id: z.string(),
  sample: z.literal(true).optional(),
  /** First name plus initial ("Sarah M.") or full name, as the review site shows it. */
  name: z.string().trim().min(2).max(60),
  /** Empty when the platform shows no date. */
  date: z.union([isoDate, z.literal('')]),
  platform: z.enum(['Bark', 'Yell', 'Facebook', 'Trustpilot', 'Google']),
  rating: z.number().int().min(1).max(5),
  location,
  text: z.string().trim().min(40).max(1200),
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

/** A gallery filter: the shared ones are garden, artificial-grass, decking and fencing; a brand may add its own. */
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

/**
 * The gallery page's own words (src/content/galleryPage.yaml); a brand may write any of them.
 * {count} and {noun} (a category's noun, "decking") are filled in by the filter.
 */
export const galleryPageSchema = z.strictObject({
  title: z.string().trim().min(3).max(33),
  /** The page's meta description. */
  description: z.string().min(50).max(170),
  /** The line under the page heading. */
  intro: z.string().min(40).max(240),
  projects: z.strictObject({ title: z.string().trim().min(1), intro: z.string().trim().min(1) }),
  filter: z.strictObject({
    /** The filter buttons' group, for screen readers. */
    label: z.string().trim().min(1),
    /** The first button, showing every project: the filter picked when the page opens. */
    all: z.string().trim().min(1),
    /** Announced after a pick: all {count}, or {count} {noun} project(s). */
    showingAll: z.string().trim().min(1),
    showingOne: z.string().trim().min(1),
    showingMany: z.string().trim().min(1),
    /** A category with no projects yet. */
    empty: z.strictObject({
      title: z.string().trim().min(1),
      text: z.string().trim().min(1),
      link: z.string().trim().min(1),
    }),
  }),
  cta: z.strictObject({ title: z.string().trim().min(1), text: z.string().trim().min(1) }),
});

// --- Words a visitor reads in the site's furniture (forms, welcome dialog, calls to action, 404) ---
// One entry each; a brand's file may give any subset of the keys, at any depth (lib/brand-content.ts).

/** A label, a button or a sentence. */
const words = z.string().trim().min(1).max(500);
const fieldWords = z.strictObject({ label: words, hint: words.optional(), placeholder: words.optional() });

/** What the quote and the enquiry form say. */
const leadFormWords = z.strictObject({
  title: words,
  intro: words,
  /** The form's accessible name. */
  label: words,
  submit: words,
  /** The button when the build has no service keys and the form opens the e-mail program. */
  mailtoSubmit: words,
  /** The button while sending ("Sending...", "Preparing Quote Request..."). */
  busy: words,
  success: words,
  failureInline: words,
  failureToast: words,
  /** Above the button in a build without keys. */
  mailtoNote: words,
  /** After the e-mail program was asked to open. */
  mailtoStatus: words,
  fields: z.strictObject({ service: fieldWords, message: fieldWords }),
});

/** src/content/forms.yaml: the three forms' words and their validation messages. */
export const formsWordsSchema = z.strictObject({
  messages: z.strictObject({ required: words, invalidEmail: words }),
  /** After an optional field's label. */
  optional: words,
  /** After a text box's counter, "12 / 5,000 …". */
  characters: words,
  /** The name, e-mail and phone fields every form opens with. */
  fields: z.strictObject({ name: fieldWords, email: fieldWords, phone: fieldWords }),
  /** The other ways to reach the business, offered when sending fails. */
  alternatives: z.strictObject({ call: words, whatsapp: words, email: words }),
  /** The line under each form: who handles the message, then a link to /privacy. */
  privacy: z.strictObject({ web3forms: words, emailjs: words, mailProgram: words, before: words, link: words }),
  /** Under a form that, without JavaScript, has the browser write the e-mail itself (a mailto: form). */
  noScriptMail: words,
  quote: leadFormWords,
  enquiry: leadFormWords,
  updateRequest: z.strictObject({
    title: words,
    intro: words,
    label: words,
    submit: words,
    busy: words,
    missingTitle: words,
    invalidEmailTitle: words,
    preparedTitle: words,
    prepared: words,
    failureTitle: words,
    failure: words,
    failureEmail: words,
    failureCall: words,
    reopenQuestion: words,
    reopenLink: words,
    reopenOr: words,
    /** Before the button that copies the prepared e-mail (for a mail program that shortens it). */
    copyIntro: words,
    copyButton: words,
    copied: words,
    /** The clipboard refused: the prepared e-mail is shown in a box to copy by hand. */
    copyFailed: words,
    copyTextLabel: words,
    fields: z.strictObject({
      updateType: fieldWords,
      currentContent: fieldWords,
      newContent: fieldWords,
      priority: fieldWords,
      additionalNotes: fieldWords,
    }),
  }),
});
export type FormsWords = z.infer<typeof formsWordsSchema>;
export type LeadFormWords = FormsWords['quote'];
export type UpdateRequestWords = FormsWords['updateRequest'];

/** src/content/welcome-dialog.yaml: the welcome dialog. */
export const welcomeDialogSchema = z.strictObject({
  title: words,
  /** What the brand does and the quote promise, in a sentence or two. */
  text: z.string().trim().min(40).max(240),
  quote: words,
  call: words,
  messagePrompt: words,
  whatsapp: words,
  /** Read by screen readers after the WhatsApp link. */
  newTab: words,
  close: words,
});

/** src/content/calls-to-action.yaml: the closing band, the call banner and the service pages' pair of actions. */
export const callsToActionSchema = z.strictObject({
  band: z.strictObject({
    /** Under the band's headline when the page gives none. */
    text: words,
    call: words,
    quote: words,
    whatsapp: words,
    /** The e-mail line: before and after the address. */
    emailBefore: words,
    emailAfter: words,
  }),
  callBanner: z.strictObject({ call: words }),
  serviceActions: z.strictObject({ enquire: words, call: words }),
  contactButtons: z.strictObject({
    /** The group's accessible name. */
    label: words,
    call: z.strictObject({ label: words, toast: words }),
    whatsapp: z.strictObject({ label: words, toast: words }),
    email: z.strictObject({ label: words, toast: words }),
    toastDescription: words,
    newTab: words,
  }),
});

/** src/content/not-found.yaml: the 404 page. */
export const notFoundSchema = z.strictObject({
  title: words,
  description: z.string().trim().min(20).max(160),
  heading: words,
  text: words,
  home: words,
  services: words,
  call: words,
  popular: words,
  gallery: words,
  contact: words,
});

// --- Pages' own words (src/content/pages/<page>.yaml), overridable per brand like the words above ---

const pageMeta = {
  /** Page <title> before " | businessName". */
  title: z.string().trim().min(3).max(33),
  /** Brand facts filled in (a long business name counts). */
  description: z.string().trim().min(50).max(200),
  /** Brand facts filled in (a long list of areas counts). */
  intro: z.string().trim().min(30).max(500),
};
const titledWords = z.strictObject({ title: words, text: words });

/** src/content/pages/contact.yaml: /contact and the contact cards (ContactMethods, BusinessHours). */
export const contactPageSchema = z.strictObject({
  ...pageMeta,
  directHeading: words,
  onlineHeading: words,
  methods: z.strictObject({
    call: titledWords,
    whatsapp: titledWords.extend({ message: words, link: words }),
    email: titledWords,
    facebook: titledWords.extend({ link: words }),
    findUs: titledWords.extend({ maps: words, yell: words }),
    reviews: titledWords.extend({ trustpilot: words, bark: words }),
  }),
  hours: z.strictObject({ title: words, note: words }),
});

const serviceGroup = z.strictObject({ title: words, intro: words });
/** src/content/pages/services.yaml. */
export const servicesPageSchema = z.strictObject({
  ...pageMeta,
  groups: z.strictObject({ structures: serviceGroup, lawns: serviceGroup, care: serviceGroup }),
  cta: words,
});

/** src/content/pages/reviews.yaml; {count} in the description is the number of reviews shown. */
export const reviewsPageSchema = z.strictObject({
  ...pageMeta,
  /** Beside the stars under the heading, when the brand has a rating: {ratingValue}, {reviews} (lib/rating.ts). */
  rating: words,
  sitesTitle: words,
  sitesIntro: words,
  listTitle: words,
  /** Instead of the description, the intro and the review sites' heading while the brand has no reviews of its own. */
  empty: z.strictObject({ description: words, intro: words, sitesTitle: words, sitesIntro: words }),
  cta: words,
});

/**
 * src/content/pictures.yaml: what a picture drawn per brand shows (its alt text), by the picture a page shows for
 * its key: the brand's own photo, its drawing (by its trade: lib/brand-pictures.ts) or the shared illustration.
 */
export const picturesWordsSchema = z.strictObject({
  'about-team': z.strictObject({ photo: words, shared: words, tree: words, fence: words, garden: words }),
});

/** src/content/rating.yaml: how a number of reviews is said; {count}, and a stated figure's {platform}. */
export const ratingWordsSchema = z.strictObject({
  reviews: z.strictObject({ one: words, other: words }),
  onPlatform: words,
});

/** src/content/pages/blog.yaml: the listing, its side column, the download links and the article's closing band. */
export const blogPageSchema = z.strictObject({
  ...pageMeta,
  sidebar: z.strictObject({
    label: words,
    categories: words,
    article: words,
    articles: words,
    /** Shown instead of a count of 0. */
    noArticlesYet: words,
    stayUpdated: words,
    stayUpdatedText: words,
    getInTouch: words,
  }),
  articleCta: z.strictObject({ title: words, text: words, quote: words }),
  /** The links that save an article as a text file: on each card of the listing, and on the article. */
  download: z.strictObject({ listing: words, article: words }),
});

/** src/content/pages/client-updates.yaml. */
export const clientUpdatesPageSchema = z.strictObject({
  ...pageMeta,
  howItWorks: words,
  steps: z.array(titledWords).min(2).max(4),
  guidelines: z.strictObject({
    title: words,
    intro: words,
    bestPracticesTitle: words,
    bestPractices: z.array(words).min(2),
    responseTimesTitle: words,
    responseTimes: z.array(z.strictObject({ priority: words, time: words, use: words })).min(1),
  }),
});

/** src/content/home-sections.yaml: the home page's section headings, cards and buttons. */
export const homeSectionsSchema = z.strictObject({
  whyChooseUs: z.strictObject({
    title: words,
    areas: titledWords,
    /** {years}: " (N years)", filled by the page. */
    trusted: titledWords,
    /** With a rating: {stars}, {ratingValue}, {reviews} (lib/rating.ts); `unrated` while the brand has none. */
    reviews: titledWords.extend({ unrated: titledWords }),
    craftsmanshipTitle: words,
    call: words,
    whatsapp: words,
    /** The WhatsApp message the button starts (its trailing space kept: the visitor types on from it). */
    whatsappMessage: z.string().min(1).max(240),
  }),
  /** Its picture's description is the team picture's (src/content/pictures.yaml). */
  about: z.strictObject({ title: words, link: words }),
  reviews: z.strictObject({ title: words, intro: words, label: words }),
  /**
   * The banner under the reviews: `claim` ({customers}: the brand file's happyCustomers) with `link`, or, without
   * that figure, `rated` with `linkUnrated`; `link` and `rated` name the rating (lib/rating.ts). `none` while the
   * brand has neither a rating nor that figure.
   */
  trustedBanner: z.strictObject({
    claim: words,
    link: words,
    rated: words,
    linkUnrated: words,
    none: z.strictObject({ headline: words, link: words }),
  }),
  areasCovered: z.strictObject({ title: words, intro: words, hoursTitle: words, radius: words, call: words }),
  contact: z.strictObject({
    title: words,
    intro: words,
    whyTitle: words,
    reasons: z.array(words).min(2).max(6),
    otherWays: words,
    hoursTitle: words,
  }),
});

/** src/content/pages/delivery-info.yaml: /delivery-info and the delivery summary on /artificial-turf. */
export const deliveryPageSchema = z.strictObject({
  ...pageMeta,
  zones: z.strictObject({ title: words, intro: words, estimatesTitle: words, estimates: words }),
  termsTitle: words,
  terms: z
    .array(z.strictObject({ title: words, text: words, icon: iconName }))
    .min(2)
    .max(6),
  /** "E-mail <address> …": the words before and after the address, and the e-mail's subject. */
  questions: z.strictObject({ title: words, before: words, after: words, subject: words }),
  cta: titledWords,
  promo: z.strictObject({ title: words, text: words, link: words }),
});

const pictureWords = z.strictObject({ alt: words, caption: words });
/** src/content/pages/hedge-trimming.yaml: the blocks /hedge-trimming adds to its service-page copy. */
export const hedgeTrimmingPageSchema = z.strictObject({
  banner: words,
  /** {count}: the number of species listed, filled in by the page. */
  species: z.strictObject({ title: words, intro: words }),
  results: z.strictObject({ title: words, intro: words, before: pictureWords, after: pictureWords }),
});

/** A sentence with inline markup (lib/inline-markup.ts): **strong** and [text](target). */
const markedWords = z.string().trim().min(1).max(1000);
/** src/content/pages/privacy.yaml: the privacy notice, section by section. */
export const privacyPageSchema = z.strictObject({
  ...pageMeta,
  /** Before the date the notice was last changed. */
  lastUpdated: words,
  sections: z
    .array(
      z.strictObject({
        id: z.string().regex(/^[a-z][a-z-]*$/, 'must be a lower-case anchor such as "your-rights"'),
        title: words,
        /** Paragraphs, and bulleted lists as { list: [...] }. */
        blocks: z.array(z.union([markedWords, z.strictObject({ list: z.array(markedWords).min(1) })])).min(1),
      }),
    )
    .min(1),
});

const titledText = z.strictObject({ title: z.string().min(3), text: z.string().min(20) });

/** One area page (an entry of src/content/areas.json; pages/[area].astro). */
export const areaSchema = z.strictObject({
  /** The page's route (/<id>, pages/[area].astro). */
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be kebab-case, e.g. west-london'),
  /** As visitors write it; a brand claims the page by listing this name in `serviceAreas`. */
  name: z.string().min(3),
  /** Page <title> before " | businessName": short enough that the whole title stays within 70 characters. */
  title: z.string().min(10).max(33),
  description: z.string().min(50).max(170),
  headline: z.string().min(10),
  intro: z.string().min(80),
  badges: z.array(z.strictObject({ icon: iconName, label: z.string().min(3) })).length(3),
  towns: z.array(z.string().min(2)).min(6),
  whyChoose: z.array(titledText).length(6),
  /** Property-specialist cards (West London only). */
  specialists: z.array(titledText).length(3).optional(),
});

/**
 * A brand's own copy for one area (brands/<id>/content/areas/<area id>.yaml): any of the page's words.
 * The route, the name brands list in `serviceAreas` and the towns (which decide what counts as local) stay shared.
 */
export const areaOverrideSchema = areaSchema.omit({ id: true, name: true, towns: true }).partial();

/** src/content/pages/area.yaml: the words around each area's own entry; {area} is its name, filled by the page. */
export const areaPageSchema = z.strictObject({
  served: z.strictObject({
    banner: words,
    services: words,
    towns: words,
    townsIntro: words,
    whyChoose: words,
    cta: words,
  }),
  outside: z.strictObject({
    banner: words,
    title: words,
    intro: words,
    services: words,
    towns: words,
    townsIntro: words,
    whyChoose: words,
    cta: words,
  }),
  servicesIntro: words,
  specialists: z.strictObject({ title: words, intro: words }),
  localProof: z.strictObject({ title: words, reviewsAndJob: words, reviews: words, job: words, projectLabel: words }),
});

/** src/content/coverage-regions.yaml: regions with sample towns; {towns} and {area} are filled by the block. */
export const coverageRegionsSchema = z.strictObject({ title: words, intro: words, towns: words, link: words });

/** src/content/pages/about.yaml: /about's headings and the words around about.yaml's story. */
export const aboutPageSchema = z.strictObject({
  title: pageMeta.title,
  description: pageMeta.description,
  heading: words,
  /** The story's picture is the team picture, described in src/content/pictures.yaml. */
  story: z.strictObject({ title: words }),
  teamTitle: words,
  valuesTitle: words,
  areas: z.strictObject({ title: words, intro: words, linksLabel: words }),
  cta: words,
});

/** src/content/pages/service.yaml: the words every service page (/fencing …) puts around its own file. */
export const servicePageWordsSchema = z.strictObject({
  /** After the overview: where the brand works (inline markup: a link to the enquiry form). */
  overviewAreas: words,
  reviews: z.strictObject({ title: words, link: words }),
  faqsTitle: words,
  /**
   * The page of a service the brand does not offer (its route exists on every brand): says so and shows what the
   * brand does instead. {service} is the service's name.
   */
  notOffered: z.strictObject({ title: words, heading: words, intro: words, servicesTitle: words, cta: words }),
});

/** One count said two ways: "1 hour", "{count} hours". */
const counted = z.strictObject({ one: words, other: words });

/**
 * src/content/proof.yaml: how the site states the brand's proof (its brand file's `proof`), each line shown only
 * with its part filled in (lib/proof.ts fills the {slots}).
 */
export const proofWordsSchema = z.strictObject({
  trustStrip: z.strictObject({
    label: words,
    accreditation: words,
    insurance: words,
    guarantee: words,
    emergency: words,
    google: words,
    googleUnrated: words,
    company: words,
  }),
  about: z.strictObject({
    title: words,
    intro: words,
    accreditationsTitle: words,
    accredited: words,
    member: words,
    number: words,
    register: words,
    insuranceTitle: words,
    insurance: words,
    insurer: words,
    guaranteesTitle: words,
    guarantee: words,
    emergencyTitle: words,
    emergency: words,
    emergencyCovers: words,
    peopleTitle: words,
    qualificationsLabel: words,
    googleTitle: words,
    google: words,
    googleUnrated: words,
  }),
  priceGuide: z.strictObject({ title: words, intro: words, from: words, includes: words }),
  /** The home's sections of the proof (src/lib/home-composition.ts: credentials, price-guides). */
  home: z.strictObject({
    credentials: z.strictObject({ title: words, intro: words }),
    prices: z.strictObject({ title: words, intro: words, link: words }),
  }),
  company: z.strictObject({
    registered: words,
    name: words,
    office: words,
    vat: words,
    jurisdictions: z.strictObject({ englandAndWales: words, scotland: words, northernIreland: words }),
  }),
  counts: z.strictObject({ hours: counted, years: counted, guaranteeYears: counted, reviews: counted }),
});
export type ProofWords = z.infer<typeof proofWordsSchema>;
