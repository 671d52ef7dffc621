/**
 * Behaviour of the floating contact buttons (ContactButtons.astro): a click follows the link as
 * usual and also raises a toast ("Opening {phone|WhatsApp|email}..."), because a tel: or mailto: link can silently do
 * nothing on a device without a phone or mail app. Sonner and the islands runtime load only with that first toast.
 */
import { showToast } from '../../islands/toast.ts';
import { markReady } from '../../lib/dialog.ts';

const group = document.querySelector<HTMLElement>('[data-overlay="ContactButtons"]');

if (group) {
  const description = group.dataset.toastDescription;
  for (const link of group.querySelectorAll<HTMLAnchorElement>('a[data-toast]')) {
    link.addEventListener('click', () => showToast(link.dataset.toast ?? '', { description }));
  }
  markReady(group);
}
