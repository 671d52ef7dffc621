/**
 * The built pages draw their main calls to action as src/lib/action-colours.ts says for the surface
 * they stand on (whose contrasts tests/unit/action-colours.test.ts checks for every theme): the
 * home hero's Get Free Quote and View All Services, a lead service page's Enquire Now and Call, the
 * header's Get a Quote and its Call, the closing band's Call and Get Free Quote. On a phone the
 * header keeps its Call button in view on every page (it is hidden at no width).
 */
import type { HtmlElement } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { actionPlaces, actionStyles, type ActionPlace } from '../../src/lib/action-colours.ts';
import { resolveLook } from '../../src/lib/brand-look.ts';
import { servicePageRoutes } from '../../src/lib/service-catalogue.ts';
import { attr, builtBrands, pagesOf, parseHtml, textOf } from './support/site.ts';

const classesOf = (element: HtmlElement | null | undefined) => (attr(element!, 'class') ?? '').split(/\s+/);

/** The action's classes include the primary (and the other link the secondary) style of the place. */
function drawnFor(place: ActionPlace, primary: HtmlElement | null, secondary?: HtmlElement | null) {
  expect(primary, 'the primary action').toBeTruthy();
  expect(classesOf(primary)).toEqual(expect.arrayContaining(actionStyles[place.primary].className.split(' ')));
  if (secondary !== undefined && place.secondary) {
    expect(secondary, 'the action beside it').toBeTruthy();
    expect(classesOf(secondary)).toEqual(expect.arrayContaining(actionStyles[place.secondary].className.split(' ')));
  }
}

const linkNamed = (root: HtmlElement, selector: string, text: string) =>
  root.querySelectorAll(selector).find((link) => textOf(link).includes(text)) ?? null;

/** The first call link (tel:) inside `root` (html-validate's selectors have no ^=). */
const callLink = (root: HtmlElement) =>
  root.querySelectorAll('a[href]').find((link) => attr(link, 'href')!.startsWith('tel:')) ?? null;

describe.each(builtBrands.map((brand) => [brand.id, brand] as const))('%s', (_id, brand) => {
  const look = resolveLook(brand);
  const pages = pagesOf(brand.id);
  const page = (path: string) => parseHtml(pages.find((built) => built.path === path)!.html);

  it('home hero: Get Free Quote stands out on its hero style, View All Services beside it does not outshine it', async () => {
    const hero = (await page('/')).querySelector('main > section')!;
    drawnFor(
      actionPlaces.homeHero[look.hero],
      linkNamed(hero, 'a[href="/contact"]', 'Get Free Quote'),
      linkNamed(hero, 'a[href="/services"]', 'View All Services'),
    );
  });

  it('service hero: Enquire Now and Call are drawn for its hero style', async () => {
    const lead = brand.focus.map((id) => `/${id}`).find((route) => servicePageRoutes().includes(route)) ?? '/fencing';
    const hero = (await page(lead)).querySelector('main > section')!;
    drawnFor(
      actionPlaces.serviceHero[look.hero],
      hero.querySelector('a[href="/contact#enquiry-form"]'),
      callLink(hero),
    );
  });

  it('closing band: Call first, the quote outlined', async () => {
    const band = (await page('/services')).querySelector('#call-to-action')!;
    drawnFor(actionPlaces.callToActionBand, callLink(band), band.querySelector('a[href="/contact"]'));
  });

  it('header, on every page: Get a Quote in the main action’s style, and a Call button shown at every width', async () => {
    const problems: string[] = [];
    const phoneColours = { primary: 'max-sm:bg-accent', primaryOnDark: 'max-sm:bg-white' };
    const place = actionPlaces.header[look.header];
    for (const built of pages) {
      const header = (await parseHtml(built.html)).querySelector('header')!;
      const quote = classesOf(header.querySelector('a[href="/contact"]'));
      const call = classesOf(callLink(header));
      if (!actionStyles[place.primary].className.split(' ').every((name) => quote.includes(name)))
        problems.push(`${built.path}: quote ${quote.join(' ')}`);
      if (call.includes('hidden') || !call.includes(phoneColours[place.primary]))
        problems.push(`${built.path}: call ${call.join(' ')}`);
    }
    expect(problems).toEqual([]);
  });
});
