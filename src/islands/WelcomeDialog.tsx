import { useEffect, useRef, type MouseEvent } from 'react';
import { timings } from '../lib/carousel.ts';
import { withErrorBoundary } from './ErrorBoundary.tsx';
import { keepTabInside } from './hooks.ts';
import { Icon } from './Icon.tsx';

export interface WelcomeDialogProps {
  businessName: string;
  /** Display form of the phone number. */
  phone: string;
  telHref: string;
  whatsappHref: string;
}

/** Session flag: once the visitor closes the welcome, it stays closed on every other page. */
export const WELCOME_DISMISSED_KEY = 'welcome-dialog-dismissed';

function alreadyDismissed(): boolean {
  try {
    return sessionStorage.getItem(WELCOME_DISMISSED_KEY) === '1';
  } catch {
    return false; // Storage blocked: show it, closing still works for this page.
  }
}

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

/**
 * Welcome modal that opens 1.5 s after the page loads (SPEC section 4). A native <dialog>
 * opened with showModal(): the browser moves focus in, keeps it there, makes the page behind
 * inert, closes on Escape and returns focus on close. A backdrop click closes it too.
 */
function WelcomeDialog({ businessName, phone, telHref, whatsappHref }: WelcomeDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    if (alreadyDismissed()) return;
    const timer = window.setTimeout(() => {
      const dialog = dialogRef.current;
      if (dialog && !dialog.open && !alreadyDismissed() && !visitorIsBusy()) dialog.showModal();
    }, timings.welcomeDialogDelayMs);
    return () => window.clearTimeout(timer);
  }, []);

  const remember = () => {
    try {
      sessionStorage.setItem(WELCOME_DISMISSED_KEY, '1');
    } catch {
      // Storage blocked: nothing to remember, the dialog is still closed for this page.
    }
  };
  const close = () => dialogRef.current?.close();
  // A click on the dialog element itself (not its content) is a click on the backdrop.
  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) close();
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- backdrop click and Tab loop; Escape is native
    <dialog
      ref={dialogRef}
      aria-labelledby="welcome-dialog-title"
      aria-describedby="welcome-dialog-text"
      onClose={remember}
      onClick={onDialogClick}
      onKeyDown={keepTabInside}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-2xl p-0 shadow-2xl backdrop:bg-black/60"
    >
      <div className="relative p-6 sm:p-8">
        <button
          type="button"
          onClick={close}
          className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-full text-stone-700 hover:bg-stone-100"
        >
          <Icon name="close" className="size-6" />
          <span className="sr-only">Close</span>
        </button>
        <h2 id="welcome-dialog-title" className="pr-10 text-2xl font-bold text-stone-900">
          Welcome to {businessName}
        </h2>
        <p id="welcome-dialog-text" className="mt-3 text-stone-700">
          Planning a new fence, patio or garden? Tell us what you have in mind and we&rsquo;ll send a free,
          no-obligation quote within 24 hours.
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <a href="/contact" className="btn-primary flex-1">
            Get a Free Quote
          </a>
          <a href={telHref} className="btn-secondary flex-1">
            <Icon name="phone" />
            Call {phone}
          </a>
        </div>
        <p className="mt-4 text-center text-sm text-stone-600">
          Prefer to message?{' '}
          <a href={whatsappHref} className="font-semibold text-accent-dark underline" target="_blank" rel="noopener">
            Chat on WhatsApp<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </p>
      </div>
    </dialog>
  );
}

export default withErrorBoundary(WelcomeDialog, 'WelcomeDialog');
