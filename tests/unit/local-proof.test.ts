/** Local proof: which area pages a brand claims, and local reviews first. */
import { describe, expect, it } from 'vitest';
import { isLocal, localFirst, localPlaces, projectsShown, servesArea } from '../../src/lib/local-proof.ts';

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

  it("leaves out a shared project whose picture one of the brand's own shows, still showing as many", () => {
    const project = (id: string, image: string, location: string, own = false) => ({ id, image, location, own });
    const shown = projectsShown(
      [
        project('own-fence', 'fencing-closeboard', 'Bath', true),
        project('s-fence', 'fencing-closeboard', 'Swindon'),
        project('s-patio', 'patio-sandstone', 'Ealing'),
        project('s-hedge', 'hedge-after', 'Devizes'),
      ],
      localPlaces(brand, areas),
    );
    expect(shown.map((p) => p.id)).toEqual(['own-fence', 's-hedge', 's-patio']);
  });
});
