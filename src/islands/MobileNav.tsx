import { useEffect, useRef, type MouseEvent } from 'react';
import { withErrorBoundary } from './ErrorBoundary.tsx';
import { keepTabInside } from './hooks.ts';
import { Icon } from './Icon.tsx';

export interface MobileNavProps {
  links: ReadonlyArray<{ href: string; label: string }>;
  currentPath: string;
  businessName: string;
}

const PANEL_ID = 'mobile-nav-panel';

/** Invoker commands (`commandfor`/`command`) open and close the dialog without JavaScript where supported. */
function opens(id: string) {
  return { commandfor: id, command: 'show-modal' };
}
function closes(id: string) {
  return { commandfor: id, command: 'close' };
}

/**
 * Slide-out navigation for small screens (SPEC section 2): a native modal <dialog>, so the
 * browser keeps the page behind inert, closes it on Escape and returns focus to the menu
 * button. The menu and Close buttons are HTML invoker commands, so the panel also works
 * before hydration or with JavaScript off in current browsers; the island adds the fallback
 * for older ones, a Tab loop inside the panel, backdrop clicks, closing on navigation and a
 * scroll lock for the page behind.
 */
function MobileNav({ links, currentPath, businessName }: MobileNavProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const lockScroll = () => {
      document.documentElement.style.overflow = dialog.open ? 'hidden' : '';
    };
    // Leaving the page (a link, or back/forward into the cache) must not bring it back open.
    const closeOnLeave = () => dialog.close();
    // From the lg breakpoint the panel is hidden and the header shows the links: never leave an invisible modal open.
    const wide = window.matchMedia('(min-width: 1024px)');
    const closeWhenWide = () => wide.matches && dialog.close();
    dialog.addEventListener('toggle', lockScroll);
    dialog.addEventListener('close', lockScroll);
    window.addEventListener('pagehide', closeOnLeave);
    wide.addEventListener('change', closeWhenWide);
    return () => {
      dialog.removeEventListener('toggle', lockScroll);
      dialog.removeEventListener('close', lockScroll);
      window.removeEventListener('pagehide', closeOnLeave);
      wide.removeEventListener('change', closeWhenWide);
    };
  }, []);

  const open = () => {
    const dialog = dialogRef.current;
    // Browsers with invoker commands open it natively from the button's `command` attribute.
    if (dialog && !dialog.open && !('command' in HTMLButtonElement.prototype)) {
      dialog.showModal();
      dialog.dispatchEvent(new Event('toggle'));
    }
  };
  const close = () => dialogRef.current?.close();

  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    // Clicks on the backdrop are dispatched to the dialog element, outside its box.
    const box = event.currentTarget.getBoundingClientRect();
    const outside =
      event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
    if (event.target === event.currentTarget && outside) close();
  };

  return (
    <>
      <button
        type="button"
        {...opens(PANEL_ID)}
        aria-haspopup="dialog"
        onClick={open}
        className="inline-flex size-11 items-center justify-center rounded-lg text-white hover:bg-white/10 lg:hidden"
      >
        <Icon name="menu" className="size-6" />
        <span className="sr-only">Open menu</span>
      </button>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- backdrop click and Tab loop; Escape is native */}
      <dialog
        ref={dialogRef}
        id={PANEL_ID}
        aria-label="Site navigation"
        onClick={onDialogClick}
        onKeyDown={keepTabInside}
        className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-80 max-w-[85vw] bg-white p-0 text-stone-800 shadow-xl backdrop:bg-black/50 motion-safe:transition-transform motion-safe:duration-200 lg:hidden motion-safe:starting:open:translate-x-full"
      >
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between gap-2 border-b border-stone-200 p-4">
            <span className="font-bold text-stone-900">{businessName}</span>
            <button
              type="button"
              {...closes(PANEL_ID)}
              onClick={close}
              className="inline-flex min-h-11 items-center gap-1 rounded-lg px-3 font-semibold text-stone-800 hover:bg-stone-100"
            >
              <Icon name="close" />
              Close
            </button>
          </div>
          <nav aria-label="Mobile" className="flex-1 overflow-y-auto p-2">
            <ul>
              {links.map((link) => (
                <li key={link.href}>
                  <a
                    href={link.href}
                    onClick={close}
                    aria-current={link.href === currentPath ? 'page' : undefined}
                    className="block rounded-lg px-4 py-3 text-lg font-medium text-stone-800 hover:bg-stone-100 aria-[current=page]:bg-accent-soft aria-[current=page]:text-accent-dark"
                  >
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="border-t border-stone-200 p-4">
            <a href="/contact" onClick={close} className="btn-primary w-full">
              Get a Quote
            </a>
          </div>
        </div>
      </dialog>
    </>
  );
}

export default withErrorBoundary(MobileNav, 'MobileNav');
