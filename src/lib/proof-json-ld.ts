/**
 * The brand's proof in its business structured data, where search engines read it: accreditations as credentials
 * (`hasCredential`, recognised by their body, with the number and the register), memberships as `memberOf`, the
 * company's registered name, number and VAT number, its people as `founder` (the owner) or `employee`, each with
 * their qualifications, and its price guides as `makesOffer` with a unit price. Only what is filled in; nothing
 * without proof. Pure: lib/seo.ts adds these to the business JSON-LD.
 */
import type { HomeAndConstructionBusiness, Offer, Person } from 'schema-dts';
import type { Proof } from './proof-schema.ts';
import { serviceEntry } from './service-catalogue.ts';

type BusinessProperties = Partial<
  Pick<
    Exclude<HomeAndConstructionBusiness, string>,
    'hasCredential' | 'memberOf' | 'legalName' | 'vatID' | 'identifier' | 'founder' | 'employee' | 'makesOffer'
  >
>;

/** A UN/CEFACT unit code for a price guide's unit, where there is one (MTR metre, MTK square metre, HUR hour, DAY day). */
const unitCodes: Partial<Record<string, string>> = { metre: 'MTR', 'square metre': 'MTK', hour: 'HUR', day: 'DAY' };

/** Whether a person is the business's founder or owner rather than one of its staff. */
const isOwner = (role: string) => /\b(owner|founder|director|proprietor)\b/i.test(role);

function person(entry: NonNullable<Proof['people']>[number]): Person {
  return {
    '@type': 'Person',
    name: entry.name,
    jobTitle: entry.role,
    ...(entry.qualifications.length
      ? {
          hasCredential: entry.qualifications.map((name) => ({
            '@type': 'EducationalOccupationalCredential' as const,
            name,
          })),
        }
      : {}),
  };
}

/** `offered`: the services the brand offers; a price guide of another (one it has stopped offering) is left out. */
export function proofJsonLd(proof: Proof | undefined, offered: readonly string[]): BusinessProperties {
  if (!proof) return {};
  const accreditations = (proof.accreditations ?? []).filter((entry) => entry.kind === 'accreditation');
  const memberships = (proof.accreditations ?? []).filter((entry) => entry.kind === 'membership');
  const people = proof.people ?? [];
  const owners = people.filter((entry) => isOwner(entry.role));
  const staff = people.filter((entry) => !isOwner(entry.role));
  const offers: Offer[] = (proof.priceGuides ?? [])
    .filter((guide) => offered.includes(guide.service))
    .map((guide) => {
      const service = serviceEntry(guide.service);
      return {
        '@type': 'Offer',
        itemOffered: { '@type': 'Service', name: guide.label ?? service.title },
        description: guide.includes,
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          price: guide.from,
          priceCurrency: 'GBP',
          unitText: guide.unit,
          ...(unitCodes[guide.unit] ? { unitCode: unitCodes[guide.unit] } : {}),
        },
      };
    });
  const company = proof.company;
  return {
    ...(accreditations.length
      ? {
          hasCredential: accreditations.map((entry) => ({
            '@type': 'EducationalOccupationalCredential' as const,
            name: entry.scheme ?? entry.body,
            credentialCategory: 'accreditation',
            recognizedBy: { '@type': 'Organization' as const, name: entry.body },
            identifier: entry.number,
            url: entry.register,
          })),
        }
      : {}),
    ...(memberships.length
      ? {
          memberOf: memberships.map((entry) => ({
            '@type': 'ProgramMembership' as const,
            programName: entry.scheme ?? entry.body,
            membershipNumber: entry.number,
            hostingOrganization: { '@type': 'Organization' as const, name: entry.body },
            url: entry.register,
          })),
        }
      : {}),
    ...(company ? { legalName: company.registeredName } : {}),
    ...(company?.vatNumber ? { vatID: company.vatNumber.replace(/ /g, '') } : {}),
    ...(company?.companyNumber
      ? {
          identifier: {
            '@type': 'PropertyValue' as const,
            propertyID: 'Companies House company number',
            value: company.companyNumber,
          },
        }
      : {}),
    ...(owners.length ? { founder: owners.map(person) } : {}),
    ...(staff.length ? { employee: staff.map(person) } : {}),
    ...(offers.length ? { makesOffer: offers } : {}),
  };
}
