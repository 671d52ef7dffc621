/**
 * What a brand's gallery shows. Pure.
 *  - A brand that lists projects of its own (brands/<id>/content/gallery.yaml) shows those only: the shared
 *    ones are other trades' work (a tree surgeon's gallery of fences and patios), and their filters only
 *    those its projects use, its own first.
 *  - A brand that lists none shows the shared projects and every shared filter, as the default brand's gallery
 *    does (its decking filter stays, with no projects).
 */
export function galleryShown<P extends { own: boolean; category: string }, C extends { own: boolean; id: string }>(
  projects: readonly P[],
  categories: readonly C[],
): { projects: P[]; categories: C[] } {
  const own = projects.filter((project) => project.own);
  const ordered = [...categories.filter((category) => category.own), ...categories.filter((category) => !category.own)];
  if (own.length === 0) return { projects: [...projects], categories: ordered };
  const used = new Set(own.map((project) => project.category));
  return { projects: own, categories: ordered.filter((category) => used.has(category.id)) };
}
