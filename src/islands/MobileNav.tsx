import { useCallback, useEffect, useRef, useState } from 'react';
import { Icon } from './Icon.tsx';

export interface MobileNavProps {
  links: ReadonlyArray<{ href: string; label: string }>;
  currentPath: string;
  businessName: string;
}

/** Slide-out navigation for small screens: a modal side panel with a Close control, Escape and focus trap. */
export default function MobileNav({ links, currentPath, businessName }: MobileNavProps) {
  const [open, setOpen] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const panel = panelRef.current;
    panel?.querySelector<HTMLElement>('button, a')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
        return;
      }
      if (event.key !== 'Tab' || !panel) return;
      const focusable = [...panel.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    document.documentElement.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.documentElement.style.overflow = '';
    };
  }, [open, close]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="inline-flex size-11 items-center justify-center rounded-lg text-white hover:bg-white/10 lg:hidden"
        aria-expanded={open}
        aria-controls="mobile-nav-panel"
        onClick={() => setOpen(true)}
      >
        <Icon name="menu" className="size-6" />
        <span className="sr-only">Open menu</span>
      </button>
      {open && (
        <div className="fixed inset-0 z-50 lg:hidden">
          <div className="absolute inset-0 bg-black/50" aria-hidden="true" onClick={close} />
          <div
            ref={panelRef}
            id="mobile-nav-panel"
            role="dialog"
            aria-modal="true"
            aria-label="Site navigation"
            className="absolute inset-y-0 right-0 flex w-80 max-w-[85vw] flex-col bg-white shadow-xl"
          >
            <div className="flex items-center justify-between border-b border-stone-200 p-4">
              <span className="font-bold text-stone-900">{businessName}</span>
              <button
                type="button"
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
                      onClick={() => setOpen(false)}
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
              <a href="/contact" onClick={() => setOpen(false)} className="btn-primary w-full">
                Get a Quote
              </a>
            </div>
          </div>
        </div>
      )}
    </>
  );
}
