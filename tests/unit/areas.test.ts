/** The area list drives the route table, and the area-page proof picks only that area's entries. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { areaProof } from '../../src/lib/local-proof.ts';
import { servicePageRoutes } from '../../src/lib/service-catalogue.ts';
import { areaRoutes, routes } from '../../src/lib/routes.ts';

const areas = JSON.parse(readFileSync('src/content/areas.json', 'utf8')) as { id: string }[];

describe('area routes', () => {
  it('are one per entry of src/content/areas.json, all in the route table, none twice', () => {
    expect(areaRoutes()).toEqual(areas.map((area) => `/${area.id}`));
    for (const route of areaRoutes()) expect(routes).toContain(route);
    expect(new Set(routes).size).toBe(routes.length);
    expect(areaRoutes().filter((route) => servicePageRoutes().includes(route))).toEqual([]);
  });

  it('follow a new entry with nothing else to edit', () => {
    expect(areaRoutes([...areas, { id: 'reading' }]).at(-1)).toBe('/reading');
  });
});

describe('area proof', () => {
  const area = { name: 'Wiltshire', towns: ['Swindon', 'Devizes'] };
  const entry = (id: string, location: string) => ({ id, location });
  const reviews = [
    entry('own-bath', 'Bath'),
    entry('own-swindon', 'Swindon'),
    entry('ealing', 'Ealing'),
    entry('wiltshire', 'wiltshire'),
    entry('devizes', 'Devizes'),
    entry('swindon-2', 'Swindon'),
  ];
  const projects = [entry('ealing', 'Ealing'), entry('devizes', 'Devizes'), entry('swindon', 'Swindon')];

  it('shows up to three reviews and the first project from the area itself, in the order given', () => {
    const proof = areaProof({ serviceAreas: ['Wiltshire', 'Bath'] }, area, reviews, projects);
    expect(proof.reviews.map((review) => review.id)).toEqual(['own-swindon', 'wiltshire', 'devizes']);
    expect(proof.projects.map((project) => project.id)).toEqual(['devizes']);
  });

  it('shows nothing for an area the brand does not serve, or when it has nothing from there', () => {
    expect(areaProof({ serviceAreas: ['Bath'] }, area, reviews, projects)).toEqual({ reviews: [], projects: [] });
    expect(areaProof({ serviceAreas: ['Wiltshire'] }, area, [entry('x', 'Ealing')], [])).toEqual({
      reviews: [],
      projects: [],
    });
  });
});
