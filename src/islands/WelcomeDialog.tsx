import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { timings } from '../lib/carousel.ts';
import { keepTabInside } from '../lib/dialog.ts';
import { rememberDismissed } from '../lib/welcome-dismissed.ts';
import { withErrorBoundary } from './ErrorBoundary.tsx';

interface WelcomeDialogProps {
  /** What the dialog says: src/components/overlays/WelcomeMessage.astro, rendered by Astro. */
  children?: ReactNode;
}

/** Text fields a visitor fills in (not the hidden or honeypot ones). */
const typedFields =
  'form input:is([type="text"], [type="email"], [type="tel"], :not([type])):not([name="botcheck"]), form textarea';

/**
 * Not now: another modal (the side panel) is open, or the visitor is in a form: focus inside one, text
 * typed into one (before this island hydrated, too), or a form touched or sent since. The dialog is not
 * marked as seen, so it greets them on the next page instead of covering the form they are filling in.
 */
function visitorIsBusy(formTouched: boolean): boolean {
  const active = document.activeElement;
  return (
    document.querySelector('dialog:modal') !== null ||
    formTouched ||
    (active instanceof HTMLElement &&
      (active.matches('input, textarea, select, [contenteditable="true"]') || active.closest('form') !== null)) ||
    [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(typedFields)].some(
      (field) => field.value.trim() !== '',
    )
  );
}

/** Milliseconds until 1.5 s after the page's load event (recorded by the client directive). */
function delayFromLoad(dialog: HTMLDialogElement): number {
  const loadedAt = Number(dialog.closest('astro-island')?.getAttribute('data-page-loaded-at'));
  const sinceLoad = Number.isFinite(loadedAt) && loadedAt > 0 ? performance.now() - loadedAt : 0;
  return Math.max(0, timings.welcomeDialogDelayMs - sinceLoad);
}

/**
 * Welcome modal: opens 1.5 s after the page has loaded, until the visitor closes it
 * or follows one of its links, and then not again in the browser session. Pages that are themselves
 * a form do not carry it (BaseLayout). The server renders it closed; it hydrates through
 * `client:load-once-per-session`, which skips the island altogether once the session has seen it. A native <dialog> opened with showModal() moves
 * focus in, makes the page behind inert, closes on Escape and gives focus back on close.
 */
function WelcomeDialog({ children }: WelcomeDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [scheduled, setScheduled] = useState(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // A choice made, a box ticked or a form sent (its fields emptied again) counts as filling it in.
    let formTouched = false;
    const touched = (event: Event) => {
      if (event.target instanceof Element && event.target.closest('form')) formTouched = true;
    };
    const events = ['input', 'change', 'submit'] as const;
    for (const type of events) document.addEventListener(type, touched, true);
    const timer = window.setTimeout(() => {
      if (!dialog.open && !visitorIsBusy(formTouched)) dialog.showModal();
    }, delayFromLoad(dialog));
    setScheduled(true);
    return () => {
      window.clearTimeout(timer);
      for (const type of events) document.removeEventListener(type, touched, true);
    };
  }, []);

  // Remembered as soon as the visitor closes it (the dialog's close event comes a task later).
  const close = () => {
    rememberDismissed();
    dialogRef.current?.close();
  };

  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    // A click on the dialog element itself (not its content) is a click on the backdrop; the
    // content's close button (static HTML inside the island's slot) is marked `data-close`. Following
    // one of its own links (the quote form, a call, WhatsApp) is an answer too: it closes, and the
    // quote form it leads to is not covered by it again.
    const target = event.target;
    if (
      target === event.currentTarget ||
      (target instanceof Element && target.closest('[data-close], a[href]') !== null)
    )
      close();
  };

  return (
    // The dialog element handles its own backdrop clicks, close button and Tab loop; its content is the controls.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      data-overlay="WelcomeDialog"
      data-ready={scheduled ? '' : undefined}
      aria-labelledby="welcome-dialog-title"
      aria-describedby="welcome-dialog-text"
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-2xl p-0 shadow-2xl backdrop:bg-black/60"
      onCancel={rememberDismissed}
      onClose={rememberDismissed}
      onClick={onClick}
      onKeyDown={keepTabInside}
    >
      {children}
    </dialog>
  );
}

export default withErrorBoundary(WelcomeDialog, 'WelcomeDialog');
