/**
 * Which shared placeholder pictures (the generated illustrations) a brand's pages still show, and where, so
 * the owner knows what to photograph. Pure: scripts/placeholder-report.ts reads the built pages and the
 * brand's images folder and prints this after each brand's build.
 *
 * astro:assets names every encoded picture after its source file ("/_astro/fencing-panel.<hash>.avif"), so a
 * page's pictures are known by base name: a shared key's illustration and the brand's own photo of that key
 * share it, told apart by whether the brand supplies the key; the generated hero is named after the brand.
 */
import { heroKey } from '../../src/lib/photo-check.ts';

export interface BuiltPage {
  route: string;
  html: string;
}

/** The base names of the pictures a page shows (img/source srcsets and its social image). */
export function pictureNames(html: string): Set<string> {
  const names = new Set<string>();
  for (const [, name] of html.matchAll(/\/_astro\/([a-z0-9-]+)\.[A-Za-z0-9_-]+\.(?:avif|webp|jpe?g|png)\b/g))
    names.add(name!);
  return names;
}

/**
 * Key → routes (sorted) of every shared placeholder picture the pages show: keys the brand has no own photo of
 * (`ownKeys`, from brands/<id>/images/), and its generated hero (`heroKey`) unless it has its own hero photo.
 */
export function placeholderPictures(
  pages: readonly BuiltPage[],
  brandId: string,
  sharedKeys: readonly string[],
  ownKeys: ReadonlySet<string>,
): Map<string, string[]> {
  const found = new Map<string, Set<string>>();
  for (const page of pages) {
    for (const name of pictureNames(page.html)) {
      const key = name === brandId ? heroKey : name;
      if (ownKeys.has(key) || (key !== heroKey && !sharedKeys.includes(key))) continue;
      if (!found.has(key)) found.set(key, new Set());
      found.get(key)!.add(page.route);
    }
  }
  return new Map([...found].sort(([a], [b]) => a.localeCompare(b)).map(([key, routes]) => [key, [...routes].sort()]));
}

/** The build's lines for one brand: how many placeholders and where (up to `maxRoutes` routes per picture). */
export function placeholderSummary(
  brandId: string,
  placeholders: ReadonlyMap<string, readonly string[]>,
  maxRoutes = 4,
): string[] {
  if (placeholders.size === 0) return [`  ${brandId}: every picture shown is the brand's own photo.`];
  return [
    `  ${brandId}: ${placeholders.size} shared placeholder picture(s) still shown; photograph them as brands/${brandId}/images/<key>.jpg:`,
    ...[...placeholders].map(([key, routes]) => {
      const more = routes.length > maxRoutes ? ` and ${routes.length - maxRoutes} more` : '';
      return `    ${key.padEnd(26)} ${routes.slice(0, maxRoutes).join(', ')}${more}`;
    }),
  ];
}
