/**
 * Per-brand content: how a brand's own words (brands/<id>/content/) combine with the shared content
 * (src/content/). Pure; src/render-time/brand-content-files.ts reads the files and calls these.
 *  - A single entry (home, about, a service page): each top-level key the brand writes replaces the shared one.
 *  - Words (forms, welcome dialog, calls to action, 404): the brand writes only the keys it changes, at any depth.
 *  - A list (recent work, gallery): the brand's own entries come first, then the shared ones. Reviews are the
 *    brand's own only.
 *  - Text may name brand facts as {placeholders}, filled in here for whichever brand is built.
 */
import { z } from 'astro/zod';
import type { Brand } from './brand-schema.ts';
import { artificialGrassPileMm, coverageRadiusMiles, phoneLines, quoteReplyPromise } from './business.ts';
import { joinList } from './text.ts';

/** A problem in one content file, naming the file and the field, like brand files' errors. */
export class ContentError extends Error {
  constructor(file: string, field: string, problem: string) {
    super(`${file}: ${field ? `field "${field}" ` : ''}${problem}`);
    this.name = 'ContentError';
  }
}

/** Validates `data` with `schema`; the first problem becomes a ContentError naming file and field. */
export function parseContent<S extends z.ZodType>(schema: S, data: unknown, file: string): z.infer<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  throw new ContentError(file, issue.path.join('.'), issue.message);
}

/** The facts a text may name as {placeholder} (the editor refuses any other name in braces). */
export const placeholderNames = [
  'businessName',
  'shortName',
  'product',
  'tagline',
  'quoteReply',
  'phone',
  'email',
  'updatesEmail',
  'locality',
  'address',
  'region',
  'foundingYear',
  'yearsTrading',
  'serviceAreas',
  'agencyName',
  'coverageRadius',
  'pileMm',
  'phoneLines',
] as const;

/** The facts a text may name as {placeholder}. */
export function brandPlaceholders(brand: Brand, today = new Date()): Record<(typeof placeholderNames)[number], string> {
  return {
    businessName: brand.businessName,
    shortName: brand.shortName,
    product: brand.product,
    tagline: brand.tagline,
    quoteReply: quoteReplyPromise,
    phone: brand.phone,
    email: brand.email,
    updatesEmail: brand.updatesEmail,
    locality: brand.address.locality,
    address: [brand.address.street, brand.address.locality, brand.address.region, brand.address.postcode]
      .filter(Boolean)
      .join(', '),
    region: brand.address.region,
    foundingYear: String(brand.foundingYear),
    yearsTrading: String(today.getFullYear() - brand.foundingYear),
    serviceAreas: joinList(brand.serviceAreas),
    agencyName: brand.agency.name,
    coverageRadius: String(coverageRadiusMiles),
    pileMm: String(artificialGrassPileMm),
    phoneLines: phoneLines(brand.openingHours),
  };
}

/**
 * Fills {placeholders} in every string of `value`; an unknown one is an error naming file and field.
 * `slots` are left as they are, for the page to fill (fillSlots): a number only the page knows.
 */
export function fillPlaceholders<T>(
  value: T,
  facts: Record<string, string>,
  file: string,
  field = '',
  slots: readonly string[] = [],
): T {
  if (typeof value === 'string') {
    return value.replace(/\{(\w+)\}/g, (whole, name: string) => {
      if (slots.includes(name)) return whole;
      const fact = facts[name];
      if (fact === undefined)
        throw new ContentError(
          file,
          field,
          `names {${name}}, which is not one of {${Object.keys(facts).join('}, {')}}`,
        );
      return fact;
    }) as T;
  }
  if (Array.isArray(value))
    return value.map((item, i) => fillPlaceholders(item, facts, file, field ? `${field}.${i}` : String(i), slots)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        fillPlaceholders(item, facts, file, field ? `${field}.${key}` : key, slots),
      ]),
    ) as T;
  }
  return value;
}

/** Fills the {slots} a text left for the page, e.g. fillSlots('Read {count} reviews', { count: '28' }). */
export function fillSlots(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** A shared entry with a brand's top-level keys laid over it (a key the brand writes replaces the shared one whole). */
export function overlayEntry<T extends object>(shared: T, own: Partial<T> | undefined): T {
  return own ? { ...shared, ...own } : shared;
}

/** A brand's own list entries, marked as its own, then the shared ones; ids must not collide. */
export function combineLists<T extends { id: string }>(
  own: readonly T[],
  shared: readonly T[],
  file: string,
): (T & { own: boolean })[] {
  const sharedIds = new Set(shared.map((entry) => entry.id));
  const seen = new Set<string>();
  own.forEach((entry, index) => {
    if (sharedIds.has(entry.id) || seen.has(entry.id))
      throw new ContentError(file, `${index}.id`, `"${entry.id}" is already used; give each entry its own id`);
    seen.add(entry.id);
  });
  return [...own.map((entry) => ({ ...entry, own: true })), ...shared.map((entry) => ({ ...entry, own: false }))];
}

/** `schema` with every object key optional at every depth (strict still: an unknown key is an error). */
export function deepPartial(schema: z.ZodType): z.ZodType {
  if (!(schema instanceof z.ZodObject)) return schema;
  const shape = Object.fromEntries(
    Object.entries(schema.shape as Record<string, z.ZodType>).map(([key, value]) => [
      key,
      deepPartial(value instanceof z.ZodOptional ? (value.unwrap() as z.ZodType) : value).optional(),
    ]),
  );
  return z.strictObject(shape);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The shared words with a brand's over them, key by key at every depth (a string or list replaces whole). */
export function overlayDeep<T>(shared: T, own: unknown): T {
  if (!isPlainObject(shared) || !isPlainObject(own)) return (own === undefined ? shared : own) as T;
  const merged: Record<string, unknown> = { ...shared };
  for (const [key, value] of Object.entries(own)) merged[key] = overlayDeep(shared[key], value);
  return merged as T;
}
