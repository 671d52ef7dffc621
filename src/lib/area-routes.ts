/**
 * Area pages (pages/[area].astro) sit beside the service pages ([service].astro) and the page files at
 * the top of src/pages: Astro builds each dynamic route from its own getStaticPaths, so an area id that
 * is already a route would have one page silently replace the other. Pure: the caller says which routes
 * are taken (src/content.config.ts reads src/pages).
 */

/** What already owns the route /<id>, if anything, for the build's error message. */
export interface TakenRoutes {
  /** Ids of the services with a page of their own (src/content/services.json). */
  servicePageIds: ReadonlySet<string>;
  /** The page file under src/pages serving /<id> ("about.astro", "blog/index.astro"), if any. */
  pageFileOf: (id: string) => string | undefined;
}

/** Stops the build at the first area whose id is already a route, naming the file, the field and that route. */
export function checkAreaRoutes(areaIds: readonly string[], taken: TakenRoutes, areasFile = 'src/content/areas.json') {
  for (const id of areaIds) {
    const pageFile = taken.pageFileOf(id);
    const route = taken.servicePageIds.has(id)
      ? `the service page /${id} (src/content/services.json)`
      : pageFile && `src/pages/${pageFile}`;
    if (route)
      throw new Error(
        `${areasFile}: entry "${id}", field "id" is already the route of ${route}; give the area another id.`,
      );
  }
}
