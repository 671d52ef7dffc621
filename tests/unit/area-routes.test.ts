/** An area id that is already a route (a service page or a page file) stops the build naming the entry. */
import { describe, expect, it } from 'vitest';
import { checkAreaRoutes } from '../../src/lib/area-routes.ts';

const taken = {
  servicePageIds: new Set(['fencing', 'patio']),
  pageFileOf: (id: string) => ({ about: 'about.astro', blog: 'blog/index.astro' })[id],
};

describe('area routes', () => {
  it('accepts areas whose ids are free routes', () => {
    expect(() => checkAreaRoutes(['wiltshire', 'west-london'], taken)).not.toThrow();
  });

  it('stops at an area named like a service page, naming file, entry, field and the service', () => {
    expect(() => checkAreaRoutes(['wiltshire', 'fencing'], taken)).toThrow(
      'src/content/areas.json: entry "fencing", field "id" is already the route of the service page /fencing (src/content/services.json); give the area another id.',
    );
  });

  it('stops at an area named like a page file, naming that file', () => {
    expect(() => checkAreaRoutes(['blog'], taken)).toThrow(
      'src/content/areas.json: entry "blog", field "id" is already the route of src/pages/blog/index.astro; give the area another id.',
    );
    expect(() => checkAreaRoutes(['about'], taken)).toThrow(/already the route of src\/pages\/about\.astro;/);
  });
});
