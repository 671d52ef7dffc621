/**
 * Behaviour of the welcome dialog (WelcomeDialog.astro, SPEC section 4): it opens 1.5 s after
 * the page has loaded, once per browser session, as a native modal (showModal moves focus in,
 * makes the page behind inert, closes on Escape and returns focus on close).
 */
import { timings } from '../../lib/carousel.ts';
import { keepTabInside, markReady } from './dialog.ts';
import { alreadyDismissed, rememberDismissed } from './welcome-dismissed.ts';

/**
 * Not now: the side panel (another modal) is open, or the visitor is typing in a form. It is not
 * marked as dismissed, so it greets them on the next page instead of taking focus from them here.
 */
function visitorIsBusy(): boolean {
  const active = document.activeElement;
  return (
    document.querySelector('dialog:modal') !== null ||
    (active instanceof HTMLElement && active.matches('input, textarea, select, [contenteditable="true"]'))
  );
}

const dialog = document.querySelector<HTMLDialogElement>('dialog[data-overlay="WelcomeDialog"]');

if (dialog) {
  dialog.addEventListener('close', rememberDismissed);
  dialog.addEventListener('click', (event) => {
    // A click on the dialog element itself (not its content) is a click on the backdrop.
    if (event.target === dialog || (event.target instanceof Element && event.target.closest('[data-close]'))) {
      dialog.close();
    }
  });
  dialog.addEventListener('keydown', keepTabInside);

  const scheduleOpening = () => {
    if (!alreadyDismissed()) {
      window.setTimeout(() => {
        if (!dialog.open && !alreadyDismissed() && !visitorIsBusy()) dialog.showModal();
      }, timings.welcomeDialogDelayMs);
    }
    markReady(dialog);
  };
  if (document.readyState === 'complete') scheduleOpening();
  else window.addEventListener('load', scheduleOpening, { once: true });
}
