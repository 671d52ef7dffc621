/**
 * The claim check at the editor's field (src/admin/checks.ts): a text in the owner's words, and the changes elsewhere
 * that would leave the brand's words claiming what nothing backs: services that drop a trade they name or add one
 * whose standard words name another, proof that no longer backs a claim, a field left empty whose standard words
 * (shown in its place) would not pass. The context is made on the Node side from the files as saved
 * (src/render-time/claim-texts.ts brandEditorClaims, passed in the editor's configuration). Pure.
 */
import type { Proof } from './proof-schema.ts';
import { offers, serviceCatalogue, type ServiceEntry } from './service-catalogue.ts';
import { claimIn, claims, isBacked, said, unbackedIn, type Claim, type ClaimingBrand, type Said } from './claims.ts';
import { coverageRadiusMiles } from './business.ts';

type Backing = Claim['backing'];

/** What backs a claim, as the editor names it ("What customers can check" is the proof's group there). */
function neededInEditor(backing: Backing, word: string): string {
  if ('credentialNaming' in backing) return `an accreditation or a person's qualification that names ${word}`;
  if ('accreditationNaming' in backing) return `an accreditation or membership that names ${word}`;
  if ('anyAccreditation' in backing) return 'an accreditation';
  if ('qualifiedPerson' in backing) return 'a person with a qualification, or an accreditation';
  return { insurance: 'your insurance', guarantees: 'a guarantee', emergency: 'your emergency response time' }[
    backing.part
  ];
}

/**
 * The problem with one text in the editor's words (src/admin/checks.ts shows it next to the field, after its
 * label), or undefined when everything it claims is backed.
 */
export function ownerTextProblem(
  text: string,
  brand: ClaimingBrand,
  catalogue: readonly ServiceEntry[] = serviceCatalogue,
): string | undefined {
  const found = unbackedIn(text, brand, catalogue);
  if (!found) return undefined;
  if ('claim' in found)
    return `says "${found.word}", which needs ${neededInEditor(found.claim.backing, found.word)} under "What customers can check": add it there first, or say it another way`;
  if ('trade' in found)
    return `names "${found.word}", but ${found.trade.title} is not one of your services (under "Name, services and prices"): add it there first, or say it another way`;
  return `says "${found.distance}": the site gives one distance only, {coverageRadius} miles (${coverageRadiusMiles}); write that instead`;
}

/**
 * What the editor needs to refuse, next to a field, a change that would leave a claim of the brand's words without
 * its backing (src/admin/checks.ts): the brand as the check reads it, the trade words its words use and the claims
 * they make, each with where it is written. Made on the Node side from the files as saved (scripts/admin/config.ts).
 */
export interface EditorClaims extends ClaimingBrand {
  /**
   * Trade words the brand's words use, with the services that list each (one of them must stay offered) and, when
   * every text using it is on a service's page or card, those services (the word goes with the last of them).
   */
  named: { word: string; services: string[]; where: string; shownWith?: string[] }[];
  /** Claims the brand's words make (by their place in `claims`), which its proof must go on backing. */
  made: { claim: number; word: string; where: string }[];
  /** Services it does not offer whose shared words would name a trade it does not offer, with the problem. */
  adding: Record<string, string>;
  /** Per own file, the fields whose shared words, shown if the field is left empty, make an unbacked claim. */
  fallbacks: Record<string, Record<string, string>>;
  /** Per own list file with such a fallback, how many items it must keep for no shared one to be shown (else 1). */
  fewest: Record<string, number>;
}

/** The trade words and claims in `texts` (their first place each), for the editor. */
export function editorClaims(
  texts: readonly Said[],
  brand: ClaimingBrand,
  extra: Pick<EditorClaims, 'adding' | 'fallbacks' | 'fewest'> = { adding: {}, fallbacks: {}, fewest: {} },
  catalogue: readonly ServiceEntry[] = serviceCatalogue,
): EditorClaims {
  const where = (text: Said) => `${text.file}, ${text.field}`;
  const named = new Map<string, EditorClaims['named'][number]>();
  const made = new Map<number, EditorClaims['made'][number]>();
  const tradeWords = [...new Set(catalogue.flatMap((entry) => entry.trade ?? []))];
  for (const text of texts) {
    for (const word of tradeWords.filter((w) => said(text.text, [w]))) {
      const key = word.toLowerCase();
      const known = named.get(key);
      if (!known) {
        const services = catalogue.filter((entry) => entry.trade?.includes(word)).map((entry) => entry.id);
        named.set(key, { word, services, where: where(text), ...(text.service ? { shownWith: [text.service] } : {}) });
      } else if (known.shownWith && text.service) known.shownWith = [...new Set([...known.shownWith, text.service])];
      else if (known.shownWith) {
        delete known.shownWith;
        known.where = where(text);
      }
    }
    claims.forEach((claim, index) => {
      const word = made.has(index) ? undefined : claimIn(text.text, claim);
      if (word) made.set(index, { claim: index, word, where: where(text) });
    });
  }
  const { id, focus, services, proof } = brand;
  return { id, focus, services, proof, named: [...named.values()], made: [...made.values()], ...extra };
}

/**
 * A choice of services (or of lead services, which are always offered) that leaves out a trade the brand's words
 * name, or adds a service whose shared words would name one it does not offer; none when the choice is sound.
 */
export function servicesProblem(
  chosen: readonly string[],
  context: EditorClaims,
  lead = false,
  catalogue: readonly ServiceEntry[] = serviceCatalogue,
): string | undefined {
  const titleOf = (id: string) => catalogue.find((entry) => entry.id === id)?.title ?? id;
  const added = chosen.find((id) => !offers(context, id) && context.adding[id]);
  if (added)
    return `adds ${titleOf(added)}, but ${context.adding[added]}: ask your web agency for your own words for it first`;
  // Lead services only add; no choice of services offers every one. A lead service is offered whether ticked or not,
  // but is not counted here, so a save that changes the lead services too cannot take a named trade away.
  if (lead || chosen.length === 0) return undefined;
  const left = context.named.find(
    (named) =>
      !named.services.some((id) => chosen.includes(id)) &&
      (!named.shownWith || named.shownWith.some((id) => chosen.includes(id))),
  );
  if (!left) return undefined;
  const title = titleOf(left.services[0]!);
  return `leaves out ${title}, but your words still say "${left.word}" (${left.where}): change those words first, or keep ${title}`;
}

/** Proof that no longer backs a claim the brand's words make (none when every claim stays backed). */
export function proofProblem(proof: Proof | undefined, context: EditorClaims): string | undefined {
  const lost = context.made.find((made) => !isBacked(claims[made.claim]!.backing, proof));
  if (!lost) return undefined;
  return `no longer backs what your words say: "${lost.word}" (${lost.where}). Change those words first, or keep ${neededInEditor(claims[lost.claim]!.backing, lost.word)} here`;
}
