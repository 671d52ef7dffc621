/**
 * The brand schema: one validated `brands/<id>.json` per brand is the single
 * source of truth for everything that differs between the sites. Validation derives `canonical`
 * from the first hostname, the contact links (tel:, E.164, WhatsApp's digits from `whatsapp` or else `phone`,
 * the number's display form) from `phone` and `whatsapp`, `areaServed` from `serviceAreas` (unless the file
 * gives it), and the services offered from `services` and `focus`.
 * Pure: no file-system or Astro imports, so scripts, tests and pages share it.
 */
import { z } from 'astro/zod';
import { dayKeys, type BusinessFacts, type DayKey } from './business.ts';
import { contactLinks, type ContactLinks } from './contact-links.ts';
import { phoneMessage, phoneProblem } from './phone.ts';
import { routes } from './routes.ts';
import { serviceCatalogue } from './service-catalogue.ts';
import { markFrames, markGlyphIds } from './brand-marks.ts';
import { typefaceIds, typefaces } from './typefaces.ts';
import { proofSchema } from './proof-schema.ts';

const hostname = z
  .string()
  .regex(
    /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
    'must be a lower-case hostname such as www.example.co.uk',
  );

const httpsUrl = z.url({ protocol: /^https$/, error: 'must be an https:// URL' });

/** A path on the site as a browser sends it: no query, fragment, wildcard, placeholder, space or `..`. */
const sitePath = z
  .string()
  .regex(/^\/[A-Za-z0-9._~!$&'()+,;=@%/-]*$/, 'must be a path starting with / such as /old-page.html')
  .refine((path) => !path.split('/').includes('..'), 'must not contain ".."');

/** An old link kept: Netlify answers `from` on the brand's hosts with a redirect to `to`, keeping the query string. */
export const redirectSchema = z.strictObject({
  from: sitePath.describe('The old path, e.g. /tree-surgeon-reading.html.'),
  to: z
    .union([sitePath, z.url({ protocol: /^https$/ })], {
      error: 'must be a path such as /tree-surgery or an https:// URL',
    })
    .describe('A page of this site (/tree-surgery) or an https:// URL.'),
  status: z
    .union([z.literal(301), z.literal(302)], { error: 'must be 301 (moved for good) or 302 (moved for now)' })
    .default(301)
    .describe('301 (the default) for a page moved for good, 302 for a temporary move.'),
});

const hexColour = z.string().regex(/^#[0-9a-f]{6}$/i, 'must be a 6-digit hex colour such as #166534');

/** A UK number as people write it ("020 7946 0123", "+44 7700 900123"), checked by libphonenumber-js (lib/phone.ts). */
export const ukPhone = z.string().refine((text) => !phoneProblem(text), phoneMessage);

export const addressSchema = z.strictObject({
  street: z.string().min(1).optional(),
  locality: z.string().min(1),
  region: z.string().min(1),
  postcode: z.string().regex(/^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/, 'must be a UK postcode such as SN15 1AA'),
  country: z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter country code such as GB'),
});

export const profilesSchema = z.strictObject({
  facebook: httpsUrl.describe('The social page linked from the header and footer.'),
  yell: httpsUrl.describe('Business directory listing.'),
  bark: httpsUrl.describe('Reviews site.'),
  trustpilot: httpsUrl.describe('Reviews site.'),
  googleMaps: httpsUrl.describe('Maps business profile.'),
});

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time such as 08:00');

/** One day of the week: open from `opens` to `closes`, or closed; `note` says more (e.g. emergency call-outs). */
export const dayHoursSchema = z
  .strictObject({
    closed: z.boolean().optional(),
    opens: clock.optional(),
    closes: clock.optional(),
    note: z.string().trim().min(3, 'must be at least 3 characters').max(80, 'must be at most 80 characters').optional(),
  })
  .superRefine((day, ctx) => {
    if (day.closed) {
      for (const key of ['opens', 'closes'] as const)
        if (day[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'a closed day has no opening times' });
      return;
    }
    if (!day.opens) ctx.addIssue({ code: 'custom', path: ['opens'], message: 'needs an opening time, or Closed' });
    if (!day.closes) ctx.addIssue({ code: 'custom', path: ['closes'], message: 'needs a closing time, or Closed' });
    if (day.opens && day.closes && day.closes <= day.opens)
      ctx.addIssue({ code: 'custom', path: ['closes'], message: 'must be later than the opening time' });
  });

/** The week, day by day: every statement of hours on the site comes from it (lib/business.ts). */
export const openingHoursSchema = z
  .strictObject(
    Object.fromEntries(dayKeys.map((key) => [key, dayHoursSchema])) as Record<DayKey, typeof dayHoursSchema>,
  )
  .refine((week) => dayKeys.some((key) => !week[key].closed), 'at least one day must be open');

const typeface = z
  .enum(['system', ...typefaceIds], {
    error: `must be "system" or one of the curated typefaces (${typefaceIds.join(', ')})`,
  })
  .describe(
    `"system" (the device's own font, no download) or a self-hosted typeface: ${typefaceIds.map((id) => `${id} (${typefaces[id].character})`).join('; ')}.`,
  );

/** How the brand looks (src/lib/brand-look.ts resolves it; every field optional, a brand without it looks as the default design). */
export const lookSchema = z.strictObject({
  logo: z
    .string()
    .regex(/^[\w-]+\.(svg|png)$/, "must be the name of an .svg or .png file in the brand's folder, such as logo.svg")
    .optional()
    .describe(
      "The brand's own logo: an SVG or PNG (square, at least 180 px) in brands/<id>/. Without it, brands/<id>/logo.svg or logo.png is used when present, else the generated mark.",
    ),
  mark: z
    .enum(markGlyphIds, { error: `must be one of the mark drawings (${markGlyphIds.join(', ')})` })
    .optional()
    .describe(
      "The generated mark's drawing when the brand has no logo file: tree care oak, conifer or spreading; fencing fence-posts, picket or panel; gardens leaf or lawn. Default: the first of the brand's trade.",
    ),
  markFrame: z.enum(markFrames).optional().describe('The shape behind the generated mark (default rounded).'),
  headingFont: typeface.optional().describe('Typeface of headings (default: system).'),
  bodyFont: typeface.optional().describe('Typeface of body text (default: system).'),
  header: z
    .enum(['dark', 'light'])
    .optional()
    .describe('dark: white text on the dark accent colour (default); light: dark text on white with an accent rule.'),
  hero: z
    .enum(['classic', 'split', 'centred', 'dark'])
    .optional()
    .describe(
      'Page tops. classic (default): full-bleed photo at home, tinted band elsewhere. split: photo beside a colour panel. centred: centred words, photo below (inner pages on the accent colour). dark: dark colour band with the trade pattern.',
    ),
  setting: z
    .enum(['town', 'suburbs', 'countryside'])
    .optional()
    .describe(
      "Where the brand's drawn pictures are set: town (streets of terraced and semi-detached houses), suburbs (back gardens; default) or countryside (villages, paddocks and hedgerows). `npm run images -- <brand-id>` redraws them.",
    ),
});

/** Business facts of the brand: its price range, and a rating and a customer count it may state. */
export const businessSchema = z.strictObject({
  aggregateRating: z
    .strictObject({
      ratingValue: z.string().regex(/^[1-5](\.\d)?$/, 'must be a rating such as "4.9"'),
      reviewCount: z.number().int().min(1),
      platform: z
        .string()
        .min(3)
        .describe(
          'Where the figure comes from, as the page names it: "Google" or "Bark, Yell, Facebook and Trustpilot".',
        ),
    })
    .optional()
    .describe(
      "A rating given on review sites, with the sites it is from. Without it the rating is worked out from the brand's own reviews on /reviews; with neither, no rating is shown.",
    ),
  happyCustomers: z
    .number()
    .int()
    .min(1)
    .optional()
    .describe(
      'How many customers the business can say it has worked for (100 → "Trusted by 100+ Happy Customers" on the home page). Without it the banner shows the rating.',
    ),
  priceRange: z
    .string()
    .regex(/^£{1,4}$/, 'must be £ to ££££')
    .describe('How dear the business is, £ to ££££ (structured data).'),
});

const serviceId = z.enum(serviceCatalogue.map((entry) => entry.id) as [string, ...string[]], {
  error: `must be a service id from src/content/services.json (${serviceCatalogue.map((e) => e.id).join(', ')})`,
});

export const brandSchema = z.strictObject({
  $schema: z.string().optional(),
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be kebab-case and equal the file name'),
  default: z.boolean().describe('True for exactly one brand: it serves unknown hostnames and deploy previews.'),
  hostnames: z.array(hostname).min(1).describe('The first is the canonical www. host.'),
  apexHostnames: z.array(hostname).describe('Each 301-redirects to https://www.<apex>/ keeping path and query.'),
  redirects: z
    .array(redirectSchema)
    .default([])
    .describe(
      "Old links kept when moving from an old site: each `from` path redirects to `to` on the brand's hosts, before its 404.",
    ),
  phone: ukPhone.describe('Shown as written; the tel: link is derived from it.'),
  whatsapp: ukPhone
    .optional()
    .describe(
      'The WhatsApp number as written, only when it is not `phone`: otherwise WhatsApp links are derived from `phone`.',
    ),
  email: z.email('must be a valid e-mail address'),
  updatesEmail: z.email('must be a valid e-mail address').describe('Where website update requests are addressed.'),
  title: z.string().min(10).max(70),
  description: z.string().min(50).max(170),
  keywords: z.array(z.string().min(2)).min(3),
  canonical: httpsUrl
    .regex(/^https:\/\/[^/]+$/, 'must be an origin without a path or trailing slash')
    .optional()
    .describe('Derived from the first hostname (https://<hostnames[0]>); may be omitted.'),
  ogTitle: z.string().min(10).max(90),
  ogDescription: z.string().min(30).max(200),
  businessName: z.string().min(3),
  shortName: z.string().min(2).max(24).describe('Used in the header logo on small screens and the web manifest.'),
  product: z.string().min(3).describe('What the brand sells, as in "a UK-wide {product} directory".'),
  tagline: z.string().min(10),
  areaServed: z
    .array(z.string().regex(/^[^,]+, [^,]+$/, 'must be "Place, Country"'))
    .min(1)
    .optional()
    .describe(
      'The structured data\'s areaServed. Omit it to derive it from `serviceAreas` and `address.country` ("Reading, UK" …); give it only when the structured data must name other places.',
    ),
  serviceAreas: z
    .array(z.string().min(2))
    .min(1)
    .describe(
      'Towns and regions the brand serves. An area page (/wiltshire, /west-london …) is indexed only when its name is listed here.',
    ),
  focus: z
    .array(serviceId)
    .max(4)
    .default([])
    .describe(
      "The brand's lead services, first first: they lead the navigation, the home page, /services and the ticker.",
    ),
  services: z
    .array(serviceId)
    .optional()
    .describe(
      'The services the brand offers (catalogue ids). Leave it out, or empty, to offer every one. The lists a visitor reads (ticker, hero, services, forms, area cards, 404) show only these; the page of a service not offered says so.',
    ),
  address: addressSchema,
  openingHours: openingHoursSchema.describe(
    'Each day open from a time to a time, or closed, with an optional note; every list of hours, the days the phone is answered and the structured data are derived from it.',
  ),
  foundingYear: z.number().int().min(1950).max(2100),
  theme: z.strictObject({
    accent: hexColour.describe('Buttons, links and highlights; white text must be readable on it.'),
    accentDark: hexColour.describe('Header and footer background.'),
    accentSoft: hexColour.describe('Tinted section backgrounds; dark text must be readable on it.'),
  }),
  profiles: profilesSchema,
  agency: z.strictObject({ name: z.string().min(2), url: httpsUrl }),
  web3formsAccessKey: z.string().min(8).optional().describe('Overrides PUBLIC_WEB3FORMS_ACCESS_KEY for this brand.'),
  business: businessSchema.describe('Price range and (optionally) rating.'),
  proof: proofSchema
    .optional()
    .describe(
      'What a visitor can check: accreditations with their register, insurance, company details, people, guarantees, emergency response, price guides, the Google profile. Only what is filled in is shown.',
    ),
  look: lookSchema
    .optional()
    .describe("The brand's logo, typefaces and page style; omitted fields keep the default design."),
});

export type BrandInput = z.input<typeof brandSchema>;
/** A validated brand: canonical, contact links, areaServed and the services offered derived. */
export type Brand = Omit<
  z.output<typeof brandSchema>,
  '$schema' | 'canonical' | 'business' | 'whatsapp' | 'areaServed' | 'services'
> & {
  canonical: string;
  business: BusinessFacts;
  /** The phone number's display form, tel: link and E.164; WhatsApp's digits and link, of `whatsapp` or else `phone`. */
  contact: ContactLinks;
  /** "Place, Country" names: the brand file's, or derived from `serviceAreas` and `address.country`. */
  areaServed: string[];
  /** The catalogue ids of the services the brand offers: the brand file's, or every service. */
  services: string[];
};

/** How the structured data names a country: "UK" for GB (as the brands always have), else its English name. */
export function countryName(code: string): string {
  if (code === 'GB') return 'UK';
  return new Intl.DisplayNames(['en-GB'], { type: 'region' }).of(code) ?? code;
}

/** The structured data's areaServed from the places a visitor reads: ["Reading"], "GB" → ["Reading, UK"]. */
export function areaServedFrom(serviceAreas: readonly string[], country: string): string[] {
  return serviceAreas.map((place) => `${place}, ${countryName(country)}`);
}

export class BrandError extends Error {
  readonly file: string;
  readonly field: string;
  constructor(file: string, field: string, detail: string) {
    super(`${file}: ${field ? `field "${field}"` : 'file'} ${detail}`);
    this.name = 'BrandError';
    this.file = file;
    this.field = field;
  }
}

export interface BrandFile {
  /** Path shown in messages, e.g. brands/acme.json */
  file: string;
  /** Parsed JSON (or the raw text when it did not parse). */
  data: unknown;
}

/** Paths no old link may take: the site's own pages, and the folders the rules reserve. */
const reservedPrefixes = ['/_astro/', '/_preview/', '/_admin/', '/admin/'];
const withoutSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** `redirects`: no duplicate `from`, no `from` that is a page of the site, no loop or chain. */
function checkRedirects(file: string, redirects: Brand['redirects']): void {
  const froms = new Map<string, number>();
  redirects.forEach(({ from }, i) => {
    const key = withoutSlash(from).toLowerCase();
    const first = froms.get(key);
    if (first !== undefined)
      throw new BrandError(file, `redirects.${i}.from`, `"${from}" is already redirected by redirects.${first}`);
    froms.set(key, i);
    if (routes.some((route) => withoutSlash(route).toLowerCase() === key))
      throw new BrandError(file, `redirects.${i}.from`, `"${from}" is a page of the site: it cannot be redirected`);
    if (reservedPrefixes.some((prefix) => `${key}/`.startsWith(prefix)))
      throw new BrandError(file, `redirects.${i}.from`, `"${from}" is reserved (${reservedPrefixes.join(', ')})`);
  });
  redirects.forEach(({ from, to }, i) => {
    if (!to.startsWith('/')) return;
    const target = froms.get(withoutSlash(to).toLowerCase());
    if (target === undefined && !routes.includes(withoutSlash(to)))
      throw new BrandError(file, `redirects.${i}.to`, `"${to}" is not a page of the site (see src/lib/routes.ts)`);
    if (target === i) throw new BrandError(file, `redirects.${i}.to`, `"${to}" redirects to itself (a loop)`);
    if (target !== undefined)
      throw new BrandError(
        file,
        `redirects.${i}.to`,
        `"${to}" is itself redirected by redirects.${target} (a loop or chain): point "${from}" at the final page`,
      );
  });
}

/** `services`: each listed once. */
function checkServices(file: string, services: readonly string[]): void {
  services.forEach((id, i) => {
    if (services.indexOf(id) !== i) throw new BrandError(file, `services.${i}`, `"${id}" is listed twice`);
  });
}

/**
 * The services a brand offers: those its file lists, its lead services always among them (a main service is one
 * it offers), in the catalogue's order; every service when the file lists none.
 */
function offeredServices(listed: readonly string[] | undefined, focus: readonly string[]): string[] {
  if (!listed?.length) return serviceCatalogue.map((entry) => entry.id);
  return serviceCatalogue.map((entry) => entry.id).filter((id) => listed.includes(id) || focus.includes(id));
}

/** Validates every brand file and the rules that span files; throws BrandError naming file and field. */
export function validateBrands(files: BrandFile[]): Brand[] {
  if (files.length === 0) throw new BrandError('brands/', '', 'holds no brand files (*.json)');
  const brands: Brand[] = [];
  for (const { file, data } of files) {
    const result = brandSchema.safeParse(data);
    if (!result.success) {
      const issue = result.error.issues[0]!;
      const field = issue.path.join('.');
      throw new BrandError(file, field, issue.message);
    }
    const { $schema: _schema, canonical, business, whatsapp, areaServed, services, ...fields } = result.data;
    const brand: Brand = {
      ...fields,
      canonical: `https://${fields.hostnames[0]}`,
      business,
      contact: contactLinks(fields.phone, whatsapp),
      areaServed: areaServed ?? areaServedFrom(fields.serviceAreas, fields.address.country),
      services: offeredServices(services, fields.focus),
    };
    const expectedId = file.replace(/^.*\//, '').replace(/\.json$/, '');
    if (brand.id !== expectedId)
      throw new BrandError(file, 'id', `is "${brand.id}" but must equal the file name "${expectedId}"`);
    if (!brand.hostnames[0]!.startsWith('www.'))
      throw new BrandError(file, 'hostnames.0', `"${brand.hostnames[0]}" must be the canonical www. host`);
    if (canonical !== undefined && canonical !== brand.canonical)
      throw new BrandError(file, 'canonical', `must be https://${brand.hostnames[0]} (the first hostname)`);
    checkRedirects(file, brand.redirects);
    checkServices(file, services ?? []);
    brands.push(brand);
  }
  const seen = new Map<string, string>();
  brands.forEach((brand, index) => {
    const file = files[index]!.file;
    for (const [field, list] of [
      ['hostnames', brand.hostnames],
      ['apexHostnames', brand.apexHostnames],
    ] as const) {
      list.forEach((host, i) => {
        const owner = seen.get(host);
        if (owner) throw new BrandError(file, `${field}.${i}`, `"${host}" is already used by ${owner}`);
        seen.set(host, file);
      });
    }
  });
  const defaults = brands.filter((b) => b.default);
  if (defaults.length !== 1) {
    const which = defaults.map((b) => `brands/${b.id}.json`).join(', ');
    throw new BrandError(
      defaults[1] ? `brands/${defaults[1].id}.json` : files[0]!.file,
      'default',
      defaults.length === 0
        ? 'must be true for exactly one brand, but no brand has "default": true'
        : `must be true for exactly one brand, but ${which} all have it`,
    );
  }
  // Default brand first: it is the fallback everywhere.
  return [...defaults, ...brands.filter((b) => !b.default)];
}
