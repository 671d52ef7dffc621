/**
 * A brand's phone and WhatsApp links, derived once when its file is validated (brand-schema.ts validateBrands)
 * and read as `brand.contact` by every component and the structured data, so nothing reads the number again.
 * Islands get what they need of it as props from their page.
 */
import { nonBreaking, whatsappHref } from './links.ts';
import { dialable } from './phone.ts';

export interface ContactLinks {
  phone: {
    /** The number as the brand file writes it, every space non-breaking so it never wraps: "07700 900123". */
    display: string;
    /** E.164, as the structured data gives it: "+447700900123". */
    e164: string;
    /** Its tel: link: "tel:+447700900123". */
    href: string;
  };
  whatsapp: {
    /** International digits without "+", as wa.me takes them: "447700900123". */
    digits: string;
    /** The chat link without a message ("https://wa.me/447700900123"); links.ts whatsappHref adds one. */
    href: string;
  };
}

/** The links of `phone` as written, and of `whatsapp` when WhatsApp is another number, else of `phone`. */
export function contactLinks(phone: string, whatsapp = phone): ContactLinks {
  const call = dialable(phone);
  const digits = dialable(whatsapp).e164.slice(1);
  return {
    phone: { display: nonBreaking(phone), e164: call.e164, href: call.uri },
    whatsapp: { digits, href: whatsappHref(digits) },
  };
}
