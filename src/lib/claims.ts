/**
 * Claims only from data: a brand's words may say it is qualified, accredited, insured, guaranteed or on call for
 * emergencies only when its brand file's `proof` (lib/proof-schema.ts) holds what backs the claim, may state no
 * distance but the shared coverage radius, and may name no trade it does not offer (the catalogue's `trade` words,
 * src/content/services.json). `claims` below is the one list of claim words and what backs each; `claimProblems`
 * checks a brand's texts against it and names the file and field of each claim that nothing backs.
 * The texts are what the brand says about itself (src/render-time/claim-texts.ts gathers them: its brand file's
 * texts, and its pages' words after its own files are laid over the shared ones), not its reviews, the blog's
 * general advice or the privacy notice. The build stops on a problem (scripts/build.ts), the editor reports it
 * (scripts/admin/problems.ts) and refuses it next to the field (lib/claim-editing.ts, src/admin/checks.ts).
 * Pure: the texts, the brand and the catalogue are passed in.
 */
import { coverageRadiusMiles } from './business.ts';
import type { Proof } from './proof-schema.ts';
import { offers, serviceCatalogue, type Offer, type ServiceEntry } from './service-catalogue.ts';

/** What in the proof backs a claim. */
type Backing =
  /** An accreditation (its body or scheme) or a person's qualification that names one of `names`. */
  | { credentialNaming: readonly string[] }
  /** An accreditation or membership whose body or scheme names one of `names`. */
  | { accreditationNaming: readonly string[] }
  /** Any accreditation (kind "accreditation"; a plain membership is not one). */
  | { anyAccreditation: true }
  /** A person with a qualification, or an accreditation. */
  | { qualifiedPerson: true }
  | { part: 'insurance' | 'guarantees' | 'emergency' };

export interface Claim {
  /**
   * The words, each matched as a whole word or phrase, in any case, with or without a plural "s"; a space or hyphen
   * matches either (so "call out" is "call-out" too), and "#" matches a number ("within 2 hours", "within two hours").
   */
  words: readonly string[];
  backing: Backing;
  /** A sentence that also says one of these does not make the claim (a quote promised within hours is no response time). */
  unless?: readonly string[];
}

const credential = (...names: string[]): Backing => ({ credentialNaming: names });
const body = (...names: string[]): Backing => ({ accreditationNaming: names });

/**
 * The claim words and what backs each. BS 3998 (tree work) is backed by a credential naming it or by an Arb Approved
 * Contractor accreditation: the Arboricultural Association assesses an approved contractor's work against BS 3998.
 */
export const claims: readonly Claim[] = [
  // Qualifications and the bodies that award them.
  { words: ['NPTC'], backing: credential('NPTC') },
  { words: ['City & Guilds', 'City and Guilds'], backing: credential('City & Guilds', 'City and Guilds') },
  { words: ['Lantra'], backing: credential('Lantra') },
  // Named standards.
  { words: ['BS 3998', 'BS3998'], backing: credential('BS 3998', 'BS3998', 'Arb Approved') },
  { words: ['BS 5837', 'BS5837'], backing: credential('BS 5837', 'BS5837') },
  { words: ['BS 8545', 'BS8545'], backing: credential('BS 8545', 'BS8545') },
  { words: ['BS 7533', 'BS7533'], backing: credential('BS 7533', 'BS7533') },
  { words: ['BS 1722', 'BS1722'], backing: credential('BS 1722', 'BS1722') },
  { words: ['British Standard'], backing: credential('British Standard', 'BS', 'Arb Approved') },
  // Schemes and memberships.
  { words: ['Arb Approved', 'Approved Contractor'], backing: body('Arb Approved', 'Approved Contractor') },
  { words: ['Arboricultural Association'], backing: body('Arboricultural Association') },
  { words: ['International Society of Arboriculture'], backing: body('International Society of Arboriculture') },
  { words: ['TrustMark'], backing: body('TrustMark') },
  { words: ['Checkatrade'], backing: body('Checkatrade') },
  { words: ['TrustATrader', 'Trust A Trader'], backing: body('TrustATrader', 'Trust A Trader') },
  { words: ['Which? Trusted Trader', 'Which Trusted Trader'], backing: body('Which?', 'Which Trusted Trader') },
  { words: ['FMA'], backing: body('FMA') },
  { words: ['Fencing Contractors Association'], backing: body('Fencing Contractors Association') },
  {
    words: ['Association of Professional Landscapers', 'APL'],
    backing: body('Association of Professional Landscapers', 'APL'),
  },
  {
    words: ['British Association of Landscape Industries', 'BALI'],
    backing: body('British Association of Landscape Industries', 'BALI'),
  },
  { words: ['Marshalls Register'], backing: body('Marshalls') },
  {
    words: ['CHAS', 'SafeContractor', 'Constructionline'],
    backing: body('CHAS', 'SafeContractor', 'Constructionline'),
  },
  { words: ['waste carrier', 'waste carriers licence', 'waste carrier licence'], backing: body('waste carrier') },
  { words: ['accredited', 'accreditation'], backing: { anyAccreditation: true } },
  // Qualified people.
  {
    words: ['certified', 'certificated', 'qualified', 'qualification', 'trained', 'ticket'],
    backing: { qualifiedPerson: true },
  },
  // Insurance.
  {
    words: [
      'insured',
      'insurance',
      'public liability',
      "employer's liability",
      'employers liability',
      'liability cover',
    ],
    backing: { part: 'insurance' },
  },
  // Guarantees.
  { words: ['guarantee', 'guaranteed', 'warranty', 'warranties', 'warrantied'], backing: { part: 'guarantees' } },
  // Emergency response.
  {
    words: [
      'emergency call out',
      'emergency callout',
      'emergency response',
      'emergency service',
      'emergency work',
      'emergency tree work',
      'emergency visit',
      'emergencies',
      'call out',
      'callout',
      'response time',
      '24/7',
    ],
    backing: { part: 'emergency' },
  },
  {
    words: ['within # hour'],
    backing: { part: 'emergency' },
    unless: [
      'quote',
      'price',
      'estimate',
      'reply',
      'replies',
      'answer',
      'call you back',
      'get back',
      'back to you',
      'tell us',
      'let us know',
      'delivery',
      'delivered',
    ],
  },
];

const numberWords =
  'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|twenty-four|forty-eight|a few|an|a';

/**
 * A word or phrase as a whole-word pattern (see Claim.words): in any case, except that a word written in capitals
 * only (an acronym: NPTC, BALI, CHAS) matches only in capitals, so "Bali" or "Chas" is no claim.
 */
export function wordPattern(word: string): RegExp {
  const source = word
    .split(/[\s-]+/)
    .map((part) =>
      part === '#' ? `(?:\\d+|${numberWords})` : part.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&').replaceAll("'", "['’]?"),
    )
    .join('[\\s\\u00a0-]*');
  // A plural "s" (or "es") after a final letter; never part of a longer word.
  const plural = /\p{L}$/u.test(word) ? '(?:e?s)?' : '';
  const flags = /\p{Ll}/u.test(word) ? 'iu' : 'u';
  return new RegExp(`(?<![\\p{L}\\p{N}])${source}${plural}(?![\\p{L}\\p{N}])`, flags);
}

const patterns = new Map<string, RegExp>();
const patternOf = (word: string) => {
  if (!patterns.has(word)) patterns.set(word, wordPattern(word));
  return patterns.get(word)!;
};

/** The first of `words` that `text` says, as written in it. */
export function said(text: string, words: readonly string[]): string | undefined {
  for (const word of words) {
    const match = patternOf(word).exec(text);
    if (match) return match[0];
  }
  return undefined;
}

const sentences = (text: string) => text.split(/(?<=[.!?:;])\s+|\n+/);

/** What `claim` says in `text`, if it says it (sentence by sentence, so `unless` reads the sentence around it). */
export function claimIn(text: string, claim: Claim): string | undefined {
  for (const sentence of sentences(text)) {
    const found = said(sentence, claim.words);
    if (found && !(claim.unless && said(sentence, claim.unless))) return found;
  }
  return undefined;
}

/** Whether the proof holds what backs the claim. */
export function isBacked(backing: Backing, proof: Proof | undefined): boolean {
  const accreditations = proof?.accreditations ?? [];
  const qualifications = (proof?.people ?? []).flatMap((person) => person.qualifications);
  const accreditationTexts = accreditations.map((a) => `${a.body} ${a.scheme ?? ''}`);
  if ('credentialNaming' in backing)
    return [...accreditationTexts, ...qualifications].some((text) => said(text, backing.credentialNaming));
  if ('accreditationNaming' in backing)
    return accreditationTexts.some((text) => said(text, backing.accreditationNaming));
  if ('anyAccreditation' in backing) return accreditations.some((a) => a.kind === 'accreditation');
  if ('qualifiedPerson' in backing) return qualifications.length > 0 || accreditations.length > 0;
  const part = proof?.[backing.part];
  return Array.isArray(part) ? part.length > 0 : part !== undefined;
}

/** What the brand file would need, in a problem's words. */
function needed(backing: Backing, word: string): string {
  if ('credentialNaming' in backing)
    return `no proof naming ${word}: an accreditation (proof.accreditations) or a person's qualification (proof.people)`;
  if ('accreditationNaming' in backing) return `no proof.accreditations entry naming ${word}`;
  if ('anyAccreditation' in backing) return 'no accreditation in proof.accreditations';
  if ('qualifiedPerson' in backing)
    return 'no person with a qualification (proof.people) and no accreditation (proof.accreditations)';
  return `no proof.${backing.part}`;
}

/** One text a brand shows, and where it is written. */
export interface Said {
  /** The file it is written in, from the project root. */
  file: string;
  /** Its dotted path in that file ("values.2.text"); for a list file, from the item's index. */
  field: string;
  text: string;
  /** Set when the file is shared (src/content/): the brand shows it because its own files do not replace it. */
  shared?: boolean;
  /** The service whose page or card shows it (shown only while the brand offers that service). */
  service?: string;
}

/** The brand as the check needs it: its id, what it offers and its proof. */
export interface ClaimingBrand extends Offer {
  id: string;
  proof?: Proof;
}

/** The first trade word in `text` of a service the brand does not offer (none that an offered service lists too). */
export function tradeNotOffered(
  text: string,
  offer: Offer,
  catalogue: readonly ServiceEntry[] = serviceCatalogue,
): { word: string; service: ServiceEntry } | undefined {
  const offeredWords = new Set(
    catalogue.filter((entry) => offers(offer, entry.id)).flatMap((entry) => entry.trade ?? []),
  );
  // A word inside an offered trade's own ("paving" in "block paving", for a brand that lays driveways) is its.
  let rest = text;
  for (const word of offeredWords) rest = rest.replace(new RegExp(patternOf(word).source, 'giu'), ' ');
  for (const service of catalogue.filter((entry) => !offers(offer, entry.id))) {
    const word = said(
      rest,
      (service.trade ?? []).filter((w) => !offeredWords.has(w)),
    );
    if (word) return { word, service };
  }
  return undefined;
}

/** A distance other than the shared coverage radius ("within 30 miles"): the brand data holds no other. */
export function otherDistance(text: string): string | undefined {
  for (const match of text.matchAll(/(?<![\p{L}\p{N}])(\d+)[\s\u00a0-]*(?:miles?|mi)(?![\p{L}\p{N}])/giu))
    if (Number(match[1]) !== coverageRadiusMiles) return match[0];
  return undefined;
}

/** What a text says that nothing backs: a claim, a trade the brand does not offer, or another distance. */
export type Unbacked = { claim: Claim; word: string } | { trade: ServiceEntry; word: string } | { distance: string };

/** The first thing `text` says that the brand's proof, offer or the site's facts do not back. */
export function unbackedIn(
  text: string,
  brand: ClaimingBrand,
  catalogue: readonly ServiceEntry[] = serviceCatalogue,
): Unbacked | undefined {
  for (const claim of claims) {
    const word = claimIn(text, claim);
    if (word && !isBacked(claim.backing, brand.proof)) return { claim, word };
  }
  const trade = tradeNotOffered(text, brand, catalogue);
  if (trade) return { trade: trade.service, word: trade.word };
  const distance = otherDistance(text);
  return distance ? { distance } : undefined;
}

/** The problem with one text, in the build's words, or undefined when everything it claims is backed. */
export function textProblem(
  text: string,
  brand: ClaimingBrand,
  catalogue: readonly ServiceEntry[] = serviceCatalogue,
): string | undefined {
  const found = unbackedIn(text, brand, catalogue);
  if (!found) return undefined;
  const brandFile = `brands/${brand.id}.json`;
  if ('claim' in found) return `says "${found.word}", but ${brandFile} has ${needed(found.claim.backing, found.word)}`;
  if ('trade' in found)
    return `names "${found.word}", but ${brandFile} does not offer ${found.trade.title} (its "services" leave it out)`;
  return `says "${found.distance}", but the only distance the site holds is the ${coverageRadiusMiles}-mile coverage radius: write {coverageRadius} miles`;
}

/** Every claim in `texts` that the brand's proof, offer or facts do not back, naming the file and the field. */
export function claimProblems(
  texts: readonly Said[],
  brand: ClaimingBrand,
  catalogue: readonly ServiceEntry[] = serviceCatalogue,
): string[] {
  return texts.flatMap(({ file, field, text, shared }) => {
    const problem = textProblem(text, brand, catalogue);
    if (!problem) return [];
    const where = shared ? `${file} (shared, shown by ${brand.id})` : file;
    return [`${where}: field "${field}" ${problem}`];
  });
}
