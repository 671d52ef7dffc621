/**
 * The WAI-ARIA carousel pattern hides out-of-view slides from assistive technology. The carousels'
 * slides are Astro's HTML, handed to the island as its children (an <astro-slot> React never
 * re-renders, so each fact is in the page once, not also in the island's props): their
 * aria-hidden is set on the elements themselves, after every render.
 */

/** A scroller's own slides: its children, or those of Astro's <astro-slot> (display: contents) around them. */
export const ownSlides =
  ':scope > [aria-roledescription="slide"], :scope > astro-slot > [aria-roledescription="slide"]';

export function hideSlidesOutOfView(slides: Iterable<Element>, outOfView: (index: number) => boolean): void {
  let index = 0;
  for (const slide of slides) {
    if (outOfView(index++)) slide.setAttribute('aria-hidden', 'true');
    else slide.removeAttribute('aria-hidden');
  }
}
