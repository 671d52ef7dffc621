/**
 * The proof a homeowner checks before calling, as the brand file states it (`proof`): accreditations and
 * memberships with their public register, insurance, the company's registered details, named people, guarantees,
 * the emergency response time, price guides and the Google Business Profile. Every part is optional and only what
 * is filled in is shown (src/lib/proof.ts); a claim in a brand's words (insured, NPTC, guarantee …) stands only on
 * what is here (src/lib/claims.ts). The committed sample brands leave it empty: proof is never invented.
 * Pure: the brand schema (src/lib/brand-schema.ts) takes it as one field.
 */
import { z } from 'astro/zod';
import { serviceCatalogue } from './service-catalogue.ts';

const httpsUrl = z.url({ protocol: /^https$/, error: 'must be an https:// web address' });
const words = (min: number, max: number) =>
  z.string().trim().min(min, `must be at least ${min} characters`).max(max, `must be at most ${max} characters`);

/** What a price guide's starting price is per: "from £45 per metre". */
export const priceUnits = ['metre', 'square metre', 'tree', 'stump', 'hour', 'day', 'visit', 'job'] as const;
export type PriceUnit = (typeof priceUnits)[number];

/**
 * Companies House numbers: eight digits (England and Wales, e.g. 01234567), or two letters and six digits
 * (SC Scotland, NI Northern Ireland, OC LLPs …). The register's own search takes them as written.
 */
export const companyNumberPattern = /^(\d{8}|[A-Z]{2}\d{6})$/;
/** UK VAT numbers: GB and nine digits (or twelve for a branch), as HMRC prints them, spaces allowed. */
export const vatNumberPattern = /^GB ?(\d{3} ?\d{4} ?\d{2}( ?\d{3})?)$/;

export const accreditationSchema = z.strictObject({
  body: words(2, 80).describe('The body that accredits or admits members, e.g. "Arboricultural Association".'),
  scheme: words(2, 80)
    .optional()
    .describe('The scheme or grade, e.g. "Arb Approved Contractor"; leave out for a plain membership.'),
  kind: z
    .enum(['accreditation', 'membership'])
    .describe('accreditation: the body checked the work; membership: the business belongs to it.'),
  number: words(2, 30).describe('The membership or registration number the register lists.'),
  register: httpsUrl.describe("The business's entry on the body's public register, so a visitor can check it."),
});

export const insuranceSchema = z.strictObject({
  kind: words(3, 60).describe('What the policy covers, e.g. "Public liability" or "Employer\'s liability".'),
  cover: z
    .number({ error: 'must be an amount in pounds' })
    .int('must be a whole number of pounds')
    .min(1, 'must be at least £1')
    .describe('The cover in pounds, e.g. 5000000 for £5 million.'),
  insurer: words(2, 60).optional().describe('The insurer, e.g. "Hiscox".'),
});

export const companySchema = z.strictObject({
  registeredName: words(3, 120).describe('The name registered at Companies House, e.g. "Oakridge Fencing Ltd".'),
  companyNumber: z
    .string()
    .trim()
    .regex(companyNumberPattern, 'must be a Companies House number: 8 digits, or 2 letters and 6 digits')
    .optional()
    .describe('8 characters, e.g. 01234567 or SC123456. Leave out for a sole trader or partnership.'),
  vatNumber: z
    .string()
    .trim()
    .regex(vatNumberPattern, 'must be a UK VAT number such as GB123456789')
    .optional()
    .describe('e.g. GB123456789, if the business is VAT registered.'),
  registeredOffice: words(10, 160)
    .optional()
    .describe('The registered office, if not the trading address, e.g. "4 Mill Yard, Bath BA1 2AB".'),
});

/** A key of one of the brand's own photos of a person: brands/<id>/images/person-<name>.jpg. */
export const personPhotoPattern = /^person-[a-z0-9]+(-[a-z0-9]+)*$/;

export const personSchema = z.strictObject({
  name: words(3, 60).describe('Full name, e.g. "Dan Hughes".'),
  role: words(3, 60).describe('What they do, e.g. "Owner", "Lead climber" or "Foreman".'),
  qualifications: z
    .array(words(2, 80))
    .max(8)
    .default([])
    .describe('Each one as the certificate names it, e.g. "NPTC CS38 tree climbing and aerial rescue".'),
  photo: z
    .string()
    .regex(personPhotoPattern, 'must be the name of a photo such as person-dan (brands/<id>/images/person-dan.jpg)')
    .optional()
    .describe("A photo of them: the name of the brand's own photo, person-<name>.jpg in its images folder."),
});

export const guaranteeSchema = z.strictObject({
  covers: words(10, 120).describe('What is guaranteed, e.g. "Fence posts against rot and wind damage".'),
  years: z
    .number({ error: 'must be a number of years' })
    .int('must be a whole number of years')
    .min(1, 'must be at least 1 year')
    .max(50, 'must be at most 50 years')
    .describe('For how long, in years.'),
});

export const emergencySchema = z.strictObject({
  responseHours: z
    .number({ error: 'must be a number of hours' })
    .int('must be a whole number of hours')
    .min(1, 'must be at least 1 hour')
    .max(72, 'must be at most 72 hours')
    .describe('How soon, in hours, the team reaches an emergency call-out (e.g. a fallen tree): 2 for two hours.'),
  covers: words(10, 120)
    .optional()
    .describe('What counts as an emergency, e.g. "Fallen or storm-damaged trees, day or night".'),
});

const serviceId = z.enum(serviceCatalogue.map((entry) => entry.id) as [string, ...string[]], {
  error: 'must be one of the services',
});

export const priceGuideSchema = z.strictObject({
  service: serviceId.describe('The service the price is for.'),
  label: words(3, 60)
    .optional()
    .describe('What the price is for, if not the whole service, e.g. "Closeboard fencing".'),
  from: z
    .number({ error: 'must be an amount in pounds' })
    .min(1, 'must be at least £1')
    .max(100000, 'must be at most £100,000')
    .describe('The lowest usual price in pounds, e.g. 45.'),
  unit: z
    .enum(priceUnits, { error: `must be one of: ${priceUnits.join(', ')}` })
    .describe('What the price is per: metre, square metre, tree, stump, hour, day, visit or job.'),
  includes: words(10, 200).describe(
    'What the price includes, e.g. "Posts set in concrete, gravel boards, waste taken away".',
  ),
});

export const googleBusinessSchema = z.strictObject({
  url: httpsUrl
    .refine((url) => /^https:\/\/([a-z0-9-]+\.)*(google\.[a-z.]+|goo\.gl|g\.page)\//.test(url), {
      message: 'must be a Google web address (google.com/maps, g.page or maps.app.goo.gl)',
    })
    .describe('The web address of the Google Business Profile.'),
  reviewCount: z
    .number({ error: 'must be a number of reviews' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .describe('How many reviews the profile shows today.'),
  rating: z
    .string()
    .regex(/^[1-5]\.\d$/, 'must be a rating such as "4.9"')
    .optional()
    .describe('The star rating the profile shows, e.g. 4.9.'),
});

/** Everything a visitor can check, each part optional: only what is filled in is shown. */
export const proofSchema = z.strictObject({
  accreditations: z.array(accreditationSchema).max(8).optional(),
  insurance: z.array(insuranceSchema).max(4).optional(),
  company: companySchema.optional(),
  people: z.array(personSchema).max(6).optional(),
  guarantees: z.array(guaranteeSchema).max(6).optional(),
  emergency: emergencySchema.optional(),
  priceGuides: z.array(priceGuideSchema).max(20).optional(),
  googleBusiness: googleBusinessSchema.optional(),
});

export type Proof = z.output<typeof proofSchema>;
export type Accreditation = z.output<typeof accreditationSchema>;
export type PriceGuide = z.output<typeof priceGuideSchema>;
