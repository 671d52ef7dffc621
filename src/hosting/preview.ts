/**
 * Preview any brand on a host no brand owns (deploy previews, branch deploys, localhost).
 *
 * `/_preview/<id>` sets a cookie named for the brand (Netlify's `Cookie=` condition tests a
 * cookie's presence, not its value, hence one name per brand); the rules in netlify-rules.ts then
 * answer every path of a brand-less host from that brand's preview copies. A preview copy is a
 * built page with the bar below inserted after `<body>`: written by scripts/build.ts into
 * `_preview/<id>/`, reachable only through those cookie rules, so every production page stays
 * byte-identical. Static HTML, no script: the CSP is untouched.
 */
import type { Brand } from '../lib/brand-schema.ts';
import { escapeMarkup } from '../lib/text.ts';
import { plainPage } from './plain-page.ts';

export const previewDir = '_preview';

type PreviewBrand = Pick<Brand, 'id' | 'businessName' | 'default'>;

/** The cookie that shows a brand on a brand-less host. */
export const previewCookie = (id: string): string => `brand_preview_${id.replaceAll('-', '_')}`;

/** The path that starts previewing a brand. */
export const previewPath = (id: string): string => `/${previewDir}/${id}`;

/** The path that stops previewing a brand (clears its cookie) and lists the others. */
export const stopPreviewPath = (id: string): string => `/${previewDir}/${id}/off`;

/** The chooser page's file, relative to the publish folder. */
export const chooserFile = `${previewDir}/index.html`;

/** A preview copy's file: `_preview/<id>/<file>` for a brand's built page. */
export const previewFile = (id: string, file: string): string => `${previewDir}/${id}/${file}`;

const barStyle =
  'background:#111827;color:#fff;font:15px/1.5 system-ui,sans-serif;padding:8px 16px;text-align:center;position:relative;z-index:1000';
const linkStyle = 'color:#fff;text-decoration:underline';

/** The bar on every preview copy: which brand is shown, and how to go back. */
export function previewBar(brand: PreviewBrand, defaultBrand: PreviewBrand): string {
  return (
    `<aside aria-label="Brand preview" style="${barStyle}"><p style="margin:0">` +
    `Preview: you are seeing <strong>${escapeMarkup(brand.businessName)}</strong>. ` +
    `<a href="${stopPreviewPath(brand.id)}" style="${linkStyle}">Switch back to ${escapeMarkup(defaultBrand.businessName)}` +
    `</a> or <a href="/${previewDir}/" style="${linkStyle}">choose another brand</a>.</p></aside>`
  );
}

/** A built page with the bar inserted as the first thing in its body. */
export function withPreviewBar(html: string, bar: string): string {
  const body = /<body\b[^>]*>/i.exec(html);
  if (!body) throw new Error('withPreviewBar: the page has no <body> tag');
  const at = body.index + body[0].length;
  return `${html.slice(0, at)}${bar}${html.slice(at)}`;
}

/** The chooser at /_preview/: every brand, and the default one a brand-less host shows without a preview. */
export function chooserPage(brands: PreviewBrand[]): string {
  const fallback = brands.find((b) => b.default);
  const items = brands
    .filter((b) => !b.default)
    .map((b) => `<li><a href="${previewPath(b.id)}">${escapeMarkup(b.businessName)}</a></li>`)
    .join('\n');
  return plainPage({
    title: 'Preview a brand',
    robots: 'noindex',
    bodyStyle: 'font:16px/1.6 system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem',
    body: `<main>
<h1>Preview a brand</h1>
<p>This host belongs to no brand, so it shows ${escapeMarkup(fallback?.businessName ?? 'the default brand')} unless you choose another brand below. The choice is kept in a cookie for this browser; every page then shows that brand, with a bar at the top to switch back.</p>
<ul>
${items}
</ul>
<p><a href="/">Open ${escapeMarkup(fallback?.businessName ?? 'the default brand')}</a></p>
</main>`,
  });
}
