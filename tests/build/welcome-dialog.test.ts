/**
 * The welcome dialog's words in every built brand: a brand's own words from
 * brands/<id>/content/welcome-dialog.yaml, else the shared ones. A tree-care brand's dialog is about
 * tree work; the default brand keeps the shared words exactly (copied here, with the required
 * "within 24 hours" for {quoteReply}). Pages that are themselves a form carry no dialog.
 */
import { describe, expect, it } from 'vitest';
import { loadWords } from '../../src/render-time/brand-content-files.ts';
import { welcomeDialogSchema } from '../../src/lib/content-schemas.ts';
import { formRoutes } from '../../src/lib/routes.ts';
import { attr, builtBrands, decodeEntities, parseHtml, pagesOf, textOf } from './support/site.ts';

const defaultText =
  'Planning a new fence, patio or garden? Tell us what you have in mind and we’ll send a free, no-obligation quote within 24 hours.';

async function dialogOf(brandId: string) {
  const home = pagesOf(brandId).find((page) => page.path === '/')!;
  const root = await parseHtml(home.html);
  const text = (id: string) =>
    decodeEntities(root.querySelector(`#${id}`)?.textContent ?? '')
      .replace(/\s+/g, ' ')
      .trim();
  return { title: text('welcome-dialog-title'), text: text('welcome-dialog-text') };
}

const isTreeCare = (brand: (typeof builtBrands)[number]) => brand.focus?.[0] === 'tree-surgery';

describe.each(builtBrands.map((brand) => [brand.id, brand] as const))('%s: welcome dialog', (_, brand) => {
  it('shows the brand’s words (its own file over the shared one), brand facts filled in', async () => {
    const words = loadWords(brand, 'src/content/welcome-dialog.yaml', 'welcome-dialog', welcomeDialogSchema);
    expect(await dialogOf(brand.id)).toEqual({ title: words.title, text: words.text });
  });

  it('says it once, in the HTML inside the island (no words in its props), with a quote link, the phone, WhatsApp and a close button', async () => {
    const words = loadWords(brand, 'src/content/welcome-dialog.yaml', 'welcome-dialog', welcomeDialogSchema);
    const home = pagesOf(brand.id).find((page) => page.path === '/')!;
    const root = await parseHtml(home.html);
    const island = root
      .querySelectorAll('astro-island')
      .find((element) => attr(element, 'component-url')?.includes('/WelcomeDialog.'))!;
    expect(attr(island, 'props')).toBe('{}');
    expect(decodeEntities(home.html).split(words.text).length - 1).toBe(1);
    const dialog = island.querySelector('dialog[aria-labelledby="welcome-dialog-title"]')!;
    const links = dialog.querySelectorAll('a').map((link) => [attr(link, 'href'), textOf(link)]);
    expect(links).toEqual([
      ['/contact', words.quote],
      [brand.contact.phone.href, words.call],
      [brand.contact.whatsapp.href, `${words.whatsapp} ${words.newTab}`],
    ]);
    const close = dialog.querySelector('button[data-close]')!;
    expect(textOf(close)).toBe(words.close);
  });

  it('is on every page but those that are themselves a form (/contact, /client-updates)', () => {
    const carrying = (html: string) => html.includes('aria-labelledby="welcome-dialog-title"');
    const pages = pagesOf(brand.id);
    expect(formRoutes.length).toBeGreaterThan(0);
    for (const route of formRoutes)
      expect(carrying(pages.find((page) => page.path === route)!.html), route).toBe(false);
    const others = pages.filter((page) => !formRoutes.includes(page.path));
    expect(others.filter((page) => !carrying(page.html)).map((page) => page.path)).toEqual([]);
  });

  it.runIf(isTreeCare(brand))('a tree-care brand talks about tree work, not fences or patios', async () => {
    const { text } = await dialogOf(brand.id);
    expect(text).toMatch(/\btrees?\b/i);
    expect(text).not.toMatch(/fence|patio/i);
  });

  it.runIf(brand.default)('the default brand keeps the shared words exactly', async () => {
    expect(await dialogOf(brand.id)).toEqual({ title: `Welcome to ${brand.businessName}`, text: defaultText });
  });
});

it('checks the default brand (every build includes it)', () => {
  expect(builtBrands.some((brand) => brand.default)).toBe(true);
});
