/**
 * Contact link builders: every WhatsApp and mailto: link on the site comes from here. They read no phone
 * number: a brand's tel: link and WhatsApp digits are derived once, when it is validated (lib/contact-links.ts).
 */

/**
 * Replaces lone UTF-16 surrogates (half an emoji, e.g. from a cut-off paste) with U+FFFD:
 * encodeURIComponent throws on them, and a link builder must never throw.
 */
function wellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

/** WhatsApp chat link; `text` is prefilled in the visitor's message box. */
export function whatsappHref(digits: string, text?: string): string {
  const base = `https://wa.me/${digits}`;
  return text ? `${base}?text=${encodeURIComponent(wellFormed(text))}` : base;
}

/** mailto: link with an optional prefilled subject and body (RFC 6068 percent-encoding). */
export function mailtoHref(address: string, fields: { subject?: string; body?: string } = {}): string {
  const query = Object.entries(fields)
    .filter(([, value]) => value)
    .map(([key, value]) => `${key}=${encodeURIComponent(wellFormed(value!).replace(/\r?\n/g, '\r\n'))}`)
    .join('&');
  return `mailto:${address}${query ? `?${query}` : ''}`;
}

/**
 * Text for inside a tel: link, with every space non-breaking ("Call 07700 900123"), so the
 * number never wraps across lines (html-validate's tel-non-breaking rule). A brand's number alone
 * is already in this form (brand.contact.phone.display).
 */
export function nonBreaking(text: string): string {
  return text.replace(/ /g, '\u00a0');
}
