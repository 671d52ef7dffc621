/**
 * The other ways to reach the business, offered right where a form fails: a call, a WhatsApp
 * chat with the enquiry already typed, and an e-mail with subject and body filled in.
 */
import { mailtoHref, whatsappHref } from '../links.ts';

export interface ContactChannels {
  /** The business's tel: link, made by the page (brand.contact.phone.href), e.g. "tel:+447700900101". */
  phoneHref: string;
  /** International digits for wa.me, e.g. "447700900101". */
  whatsapp: string;
  email: string;
}

export interface PreparedMessage {
  subject: string;
  body: string;
}

export interface AlternativeLinks {
  call: string;
  whatsapp: string;
  email: string;
}

export function alternativeLinks(channels: ContactChannels, message: PreparedMessage): AlternativeLinks {
  return {
    call: channels.phoneHref,
    whatsapp: whatsappHref(channels.whatsapp, `${message.subject}\n\n${message.body}`),
    email: mailtoHref(channels.email, message),
  };
}
