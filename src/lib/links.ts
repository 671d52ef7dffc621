/** Contact link builders: every tel:, WhatsApp and mailto: link on the site comes from here. */

/** Dialable form of a UK display number: "07700 900123" → "tel:+447700900123". */
export function telHref(phone: string): string {
  return `tel:+44${phone.replace(/\s+/g, '').replace(/^0/, '')}`;
}

/** WhatsApp chat link; `text` is prefilled in the visitor's message box. */
export function whatsappHref(digits: string, text?: string): string {
  const base = `https://wa.me/${digits}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

/** mailto: link with an optional prefilled subject and body (RFC 6068 percent-encoding). */
export function mailtoHref(address: string, fields: { subject?: string; body?: string } = {}): string {
  const query = Object.entries(fields)
    .filter(([, value]) => value)
    .map(([key, value]) => `${key}=${encodeURIComponent(value!.replace(/\r?\n/g, '\r\n'))}`)
    .join('&');
  return `mailto:${address}${query ? `?${query}` : ''}`;
}
