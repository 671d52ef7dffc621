/**
 * Behaviour of the side panel (MobileNav.astro). Opening and closing work without this script
 * through HTML invoker commands; it adds the fallback for browsers without them, a Tab loop,
 * backdrop clicks, closing on navigation and when the screen grows wide, and a scroll lock.
 */
import { keepTabInside, markReady } from '../../lib/dialog.ts';

const panel = document.querySelector<HTMLDialogElement>('dialog[data-overlay="MobileNav"]');
const opener = panel && document.querySelector<HTMLButtonElement>(`[commandfor="${panel.id}"][command="show-modal"]`);

if (panel && opener) {
  const close = () => panel.close();
  const lockScroll = () => {
    document.documentElement.style.overflow = panel.open ? 'hidden' : '';
  };

  opener.addEventListener('click', () => {
    // Browsers with invoker commands open it natively from the button's `command` attribute.
    if (!panel.open && !('command' in HTMLButtonElement.prototype)) {
      panel.showModal();
      panel.dispatchEvent(new Event('toggle'));
    }
  });
  panel.addEventListener('click', (event) => {
    if (!(event.target instanceof Element)) return;
    // A chosen link closes the panel; the Close button's own click covers browsers without invoker commands.
    if (event.target.closest('a[href], [data-close]')) {
      close();
      return;
    }
    // Clicks on the backdrop are dispatched to the dialog element, outside its box.
    const box = panel.getBoundingClientRect();
    const outside =
      event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
    if (event.target === panel && outside) close();
  });
  panel.addEventListener('keydown', keepTabInside);
  panel.addEventListener('toggle', lockScroll);
  panel.addEventListener('close', lockScroll);
  // Leaving the page (a link, or back/forward into the cache) must not bring it back open.
  window.addEventListener('pagehide', close);
  // From the lg breakpoint the panel is hidden and the header shows the links: never leave an invisible modal open.
  const wide = window.matchMedia('(min-width: 1024px)');
  wide.addEventListener('change', () => wide.matches && close());
  markReady(panel);
}
