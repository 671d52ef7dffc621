/** What a brand's gallery shows (src/lib/gallery.ts). */
import { describe, expect, it } from 'vitest';
import { galleryShown } from '../../src/lib/gallery.ts';

const project = (id: string, category: string, own = false) => ({ id, category, own });
const category = (id: string, own = false) => ({ id, own });
const shared = [project('patio', 'garden'), project('lawn', 'artificial-grass'), project('fence', 'fencing')];
const sharedFilters = ['garden', 'artificial-grass', 'decking', 'fencing'].map((id) => category(id));

describe('galleryShown', () => {
  it('shows the shared projects and every shared filter, the empty one too, when the brand lists none', () => {
    const shown = galleryShown(shared, sharedFilters);
    expect(shown.projects.map((p) => p.id)).toEqual(['patio', 'lawn', 'fence']);
    expect(shown.categories.map((c) => c.id)).toEqual(['garden', 'artificial-grass', 'decking', 'fencing']);
  });

  it("shows only the brand's own projects, and only the filters they use, its own first", () => {
    const own = [
      project('crown', 'tree-work', true),
      project('hedge', 'hedges', true),
      project('gate', 'fencing', true),
    ];
    const filters = [...sharedFilters, category('tree-work', true), category('hedges', true), category('ponds', true)];
    const shown = galleryShown([...shared, ...own], filters);
    expect(shown.projects.map((p) => p.id)).toEqual(['crown', 'hedge', 'gate']);
    expect(shown.categories.map((c) => c.id)).toEqual(['tree-work', 'hedges', 'fencing']);
  });
});
