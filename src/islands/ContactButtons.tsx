import type { IconName } from '../lib/icons.ts';
import { withErrorBoundary } from './ErrorBoundary.tsx';
import { Icon } from './Icon.tsx';
import { showToast } from './toast.ts';

export interface ContactButtonsProps {
  /** Display form of the phone number, for the toast's fallback line. */
  phone: string;
  telHref: string;
  whatsappHref: string;
  mailtoHref: string;
}

interface ContactLink {
  label: string;
  href: string;
  icon: IconName;
  toast: string;
  className: string;
  newTab?: boolean;
}

/**
 * Floating Call Now / WhatsApp / Email buttons on every page: 48 px round icons in the
 * bottom-left corner (toasts use the bottom-right), small enough to sit in the page margin on
 * wide screens. A click follows the link as usual and also shows a toast (SPEC section 4),
 * because a tel: or mailto: link can silently do nothing on a device without a phone or mail app.
 */
function ContactButtons({ phone, telHref, whatsappHref, mailtoHref }: ContactButtonsProps) {
  const links: ContactLink[] = [
    {
      label: 'Call Now',
      href: telHref,
      icon: 'phone',
      toast: 'Opening phone...',
      className: 'bg-accent-dark hover:bg-stone-900',
    },
    {
      label: 'WhatsApp',
      href: whatsappHref,
      icon: 'whatsapp',
      toast: 'Opening WhatsApp...',
      className: 'bg-[#136c3a] hover:bg-[#0e522c]',
      newTab: true,
    },
    {
      label: 'Email',
      href: mailtoHref,
      icon: 'mail',
      toast: 'Opening email...',
      className: 'bg-stone-700 hover:bg-stone-900',
    },
  ];
  const description = `If this doesn't work, please call us directly at ${phone}`;

  return (
    <nav aria-label="Quick contact" className="fixed bottom-4 left-4 z-30 print:hidden">
      <ul className="flex flex-col gap-2">
        {links.map((link) => (
          <li key={link.label}>
            <a
              href={link.href}
              title={link.label}
              onClick={() => showToast(link.toast, { description })}
              {...(link.newTab ? { target: '_blank', rel: 'noopener' } : {})}
              className={`inline-flex size-12 items-center justify-center rounded-full text-white shadow-lg ring-2 ring-white ${link.className}`}
            >
              <Icon name={link.icon} className="size-6" />
              <span className="sr-only">
                {link.label}
                {link.newTab && ' (opens in a new tab)'}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export default withErrorBoundary(ContactButtons, 'ContactButtons');
