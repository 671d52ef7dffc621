/**
 * The brand's proof (its brand file's `proof`, src/lib/proof-schema.ts) as a visitor reads it: the trust strip beside
 * the home page's first call to action, the About page's details, the home's credentials and price guides, a service
 * page's price guides and the footer's company line, in the words of src/content/proof.yaml. Only what is filled in
 * is stated; with no proof, every list here is empty and nothing is shown. Pure.
 */
import type { ProofWords } from './content-schemas.ts';
import type { Accreditation, PriceGuide, Proof } from './proof-schema.ts';
import { byFocus, offeredServices, serviceHref, type Offer } from './service-catalogue.ts';

const fill = (text: string, slots: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in slots ? String(slots[name]) : whole));

const count = (words: { one: string; other: string }, value: number) =>
  fill(value === 1 ? words.one : words.other, { count: value });

/** Pounds as a person says them: £5,000,000 → "£5 million", £2,500,000 → "£2.5 million", £45 → "£45", £12.5 → "£12.50". */
export function poundsText(amount: number): string {
  if (amount >= 1_000_000) {
    const millions = amount / 1_000_000;
    return `£${Number.isInteger(millions) ? millions : Number(millions.toFixed(2))} million`;
  }
  const pence = Math.round(amount * 100) % 100 !== 0;
  return `£${amount.toLocaleString('en-GB', { minimumFractionDigits: pence ? 2 : 0, maximumFractionDigits: 2 })}`;
}

export type Jurisdiction = keyof ProofWords['company']['jurisdictions'];

/**
 * Where Companies House registered a company, from its number's prefix: SC… Scotland, NI… (and the other N…
 * registers) Northern Ireland, eight digits and the rest England and Wales.
 */
export function jurisdictionOf(companyNumber: string): Jurisdiction {
  const prefix = companyNumber.slice(0, 2);
  if (/^S[CFLOPRZA]$/.test(prefix)) return 'scotland';
  if (/^N[ICFLOPRA]$/.test(prefix)) return 'northernIreland';
  return 'englandAndWales';
}

/** What the accreditation is called: its scheme ("Arb Approved Contractor"), else its body. */
export const accreditationName = (accreditation: Accreditation) => accreditation.scheme ?? accreditation.body;

export interface TrustFact {
  text: string;
  /** Where a visitor checks it: the body's register, the Google profile. */
  href?: string;
  icon: 'award' | 'shield' | 'check' | 'clock' | 'star';
}

/**
 * The trust strip: one line per kind of proof the brand has, strongest first (accreditations, public liability, the
 * longest guarantee, emergency call-outs, Google reviews, the company number).
 */
export function trustFacts(proof: Proof | undefined, words: ProofWords): TrustFact[] {
  if (!proof) return [];
  const strip = words.trustStrip;
  const facts: TrustFact[] = (proof.accreditations ?? []).map((accreditation) => ({
    text: fill(strip.accreditation, { scheme: accreditationName(accreditation), number: accreditation.number }),
    href: accreditation.register,
    icon: 'award',
  }));
  // What a homeowner asks about first: the public liability cover, else the largest.
  const cover = [...(proof.insurance ?? [])].sort(
    (a, b) => Number(/public liability/i.test(b.kind)) - Number(/public liability/i.test(a.kind)) || b.cover - a.cover,
  )[0];
  if (cover)
    facts.push({
      text: fill(strip.insurance, { cover: poundsText(cover.cover), kind: cover.kind.toLowerCase() }),
      icon: 'shield',
    });
  const guarantee = [...(proof.guarantees ?? [])].sort((a, b) => b.years - a.years)[0];
  if (guarantee)
    facts.push({ text: fill(strip.guarantee, { years: count(words.counts.years, guarantee.years) }), icon: 'check' });
  if (proof.emergency)
    facts.push({
      text: fill(strip.emergency, { hours: count(words.counts.hours, proof.emergency.responseHours) }),
      icon: 'clock',
    });
  const google = proof.googleBusiness;
  if (google)
    facts.push({
      text: fill(google.rating ? strip.google : strip.googleUnrated, {
        rating: google.rating ?? '',
        reviews: count(words.counts.reviews, google.reviewCount),
      }),
      href: google.url,
      icon: 'star',
    });
  if (proof.company?.companyNumber)
    facts.push({ text: fill(strip.company, { number: proof.company.companyNumber }), icon: 'shield' });
  return facts;
}

export interface AccreditationLine {
  name: string;
  number: string;
  register: string;
}

/** The About page's details: each group only when the brand has it. */
export function proofDetails(proof: Proof | undefined, words: ProofWords) {
  const about = words.about;
  return {
    accreditations: (proof?.accreditations ?? []).map((accreditation): AccreditationLine => ({
      name: accreditation.scheme
        ? fill(about.accredited, { scheme: accreditation.scheme, body: accreditation.body })
        : fill(about.member, { body: accreditation.body }),
      number: fill(about.number, { number: accreditation.number }),
      register: accreditation.register,
    })),
    insurance: (proof?.insurance ?? []).map((policy) =>
      fill(policy.insurer ? about.insurer : about.insurance, {
        kind: policy.kind,
        cover: poundsText(policy.cover),
        insurer: policy.insurer ?? '',
      }),
    ),
    guarantees: (proof?.guarantees ?? []).map((guarantee) =>
      fill(about.guarantee, { covers: guarantee.covers, years: count(words.counts.guaranteeYears, guarantee.years) }),
    ),
    emergency: proof?.emergency
      ? fill(proof.emergency.covers ? about.emergencyCovers : about.emergency, {
          covers: proof.emergency.covers ?? '',
          hours: count(words.counts.hours, proof.emergency.responseHours),
        })
      : undefined,
    people: proof?.people ?? [],
    google: proof?.googleBusiness
      ? {
          text: fill(proof.googleBusiness.rating ? about.google : about.googleUnrated, {
            rating: proof.googleBusiness.rating ?? '',
            reviews: count(words.counts.reviews, proof.googleBusiness.reviewCount),
          }),
          href: proof.googleBusiness.url,
        }
      : undefined,
  };
}

/** The About page's details (proofDetails), as the components that show them take them. */
export type ShownProof = ReturnType<typeof proofDetails>;

/**
 * Whether the proof holds any of its credentials: an accreditation or membership, an insurance policy, a guarantee or
 * the emergency response time (the home's credentials section, and the first part of the About page's details).
 */
export function holdsCredentials(proof: Proof | undefined): boolean {
  return Boolean(
    proof?.accreditations?.length || proof?.insurance?.length || proof?.guarantees?.length || proof?.emergency,
  );
}

export interface PriceLine {
  title: string;
  price: string;
  includes: string;
}

/** A service page's price guides: those for `service`, each "From £45 per metre" with what it includes. */
export function priceGuidesFor(
  proof: Proof | undefined,
  service: { id: string; title: string },
  words: ProofWords,
): PriceLine[] {
  return (proof?.priceGuides ?? [])
    .filter((guide: PriceGuide) => guide.service === service.id)
    .map((guide) => ({
      title: guide.label ?? service.title,
      price: fill(words.priceGuide.from, { price: poundsText(guide.from), unit: guide.unit }),
      includes: fill(words.priceGuide.includes, { includes: guide.includes }),
    }));
}

export interface HomePriceLine extends PriceLine {
  /** The service's page, and the words of the link to it ("More about Fencing"). */
  href: string;
  link: string;
}

/**
 * The home's price guides: those of every service the brand offers (a guide left for one it has stopped offering is
 * not shown), its lead services first, then in the catalogue's order, each linking to its service's page (or, for a
 * service without one, where its card links).
 */
export function homePriceGuides(proof: Proof | undefined, offer: Offer, words: ProofWords): HomePriceLine[] {
  if (!proof?.priceGuides?.length) return [];
  const services = byFocus(offeredServices(offer), offer.focus ?? [], (entry) => entry.id);
  return services.flatMap((service) =>
    priceGuidesFor(proof, service, words).map((line) => ({
      ...line,
      href: serviceHref(service),
      // A service without a page of its own links where its card does, in its card's words ("Ask about driveways").
      link: service.cardLink?.label ?? fill(words.home.prices.link, { service: service.title }),
    })),
  );
}

/** The footer's company lines: registered name and number (and where), registered office, VAT number. */
export function companyLines(proof: Proof | undefined, words: ProofWords): string[] {
  const company = proof?.company;
  if (!company) return [];
  const text = words.company;
  return [
    company.companyNumber
      ? fill(text.registered, {
          name: company.registeredName,
          jurisdiction: text.jurisdictions[jurisdictionOf(company.companyNumber)],
          number: company.companyNumber,
        })
      : fill(text.name, { name: company.registeredName }),
    ...(company.registeredOffice ? [fill(text.office, { office: company.registeredOffice })] : []),
    ...(company.vatNumber ? [fill(text.vat, { vat: company.vatNumber })] : []),
  ];
}
