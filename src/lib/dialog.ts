/**
 * Small helpers shared by the site-wide overlays (side panel and contact buttons scripts, the
 * welcome dialog island). A native modal <dialog> already keeps the page behind inert, closes on Escape and
 * returns focus on close; these add the Tab loop and the readiness mark.
 */

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea';

/**
 * keydown handler for a modal: Tab and Shift+Tab wrap around inside it instead of leaving
 * for the browser's toolbar.
 */
export function keepTabInside(
  event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'currentTarget' | 'preventDefault'>,
): void {
  if (event.key !== 'Tab' || !(event.currentTarget instanceof HTMLElement)) return;
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable.at(-1);
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first?.focus();
  }
}

/** Marks an overlay as wired up, so tests (and anyone curious) can tell its script has run. */
export function markReady(element: HTMLElement): void {
  element.dataset.ready = '';
}
