/** Local proof: which area pages a brand claims, and local reviews first. */
import { describe, expect, it } from 'vitest';
import { isLocal, localFirst, localPlaces, servesArea } from '../../src/lib/local-proof.ts';

const areas = [
  { name: 'Wiltshire', towns: ['Swindon', 'Devizes'] },
  { name: 'West London', towns: ['Ealing', 'Acton'] },
];
const brand = { serviceAreas: ['Wiltshire', 'Bath'] };

describe('local proof', () => {
  it('claims an area page only when serviceAreas names the area', () => {
    expect(servesArea(brand, areas[0]!)).toBe(true);
    expect(servesArea(brand, areas[1]!)).toBe(false);
    expect(servesArea({ serviceAreas: ['west london'] }, areas[1]!)).toBe(true);
  });

  it("counts the brand's areas and the towns of its area pages as local", () => {
    const places = localPlaces(brand, areas);
    expect(isLocal('Swindon', places)).toBe(true);
    expect(isLocal('bath', places)).toBe(true);
    expect(isLocal('Ealing', places)).toBe(false);
    expect(isLocal('Local Customer', places)).toBe(false);
  });

  it('shows own entries, then local shared ones, then the rest, as many as the shared list holds', () => {
    const entry = (id: string, location: string, own = false) => ({ id, location, own });
    const shown = localFirst(
      [
        entry('own-1', 'Bath', true),
        entry('s-ealing', 'Ealing'),
        entry('s-swindon', 'Swindon'),
        entry('s-acton', 'Acton'),
        entry('s-devizes', 'Devizes'),
      ],
      localPlaces(brand, areas),
    );
    expect(shown.map((e) => e.id)).toEqual(['own-1', 's-swindon', 's-devizes', 's-ealing']);
    expect(localFirst([entry('a', 'Ealing'), entry('b', 'Acton')], new Set())).toHaveLength(2);
  });
});
