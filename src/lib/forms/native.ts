/**
 * Where a form goes without its script (JavaScript off, or Submit pressed before the island
 * hydrates): a plain HTML form submission. Web3Forms takes a native POST with the access key,
 * subject, sender name and honeypot as hidden fields (its documented HTML usage); otherwise a
 * mailto: action hands the fields to the visitor's e-mail program as a plain-text body.
 */
import { mailtoHref } from '../links.ts';
import type { Web3FormsConfig } from './services.ts';

export interface NativeSubmission {
  action: string;
  method: 'post';
  /** text/plain for mailto: (the body lists `name=value` lines); the default urlencoding otherwise. */
  encType?: 'text/plain';
  /** Hidden inputs, in order. */
  hidden: Record<string, string>;
  /** Web3Forms' `botcheck` checkbox: empty for people, rejected when a bot ticks it. */
  honeypot: boolean;
}

/** Fixed subjects: the scripted ones name the visitor ('Quote Request from {name} - …'), which only a script can. */
export const nativeSubjects = {
  quote: 'Quote Request',
  enquiry: 'Enquiry',
  'update-request': 'Website Update Request',
} as const;

export function web3formsSubmission(config: Web3FormsConfig, subject: string, fromName: string): NativeSubmission {
  return {
    action: config.endpoint,
    method: 'post',
    hidden: { access_key: config.accessKey, subject, from_name: fromName },
    honeypot: true,
  };
}

export function mailtoSubmission(address: string, subject: string): NativeSubmission {
  return {
    action: mailtoHref(address, { subject }),
    method: 'post',
    encType: 'text/plain',
    hidden: {},
    honeypot: false,
  };
}

/** Web3Forms when a key is set, else the e-mail program: the quote and enquiry forms' script-free path. */
export function leadSubmission(
  web3forms: Web3FormsConfig | null,
  subject: string,
  brand: { email: string; businessName: string },
): NativeSubmission {
  return web3forms
    ? web3formsSubmission(web3forms, subject, brand.businessName)
    : mailtoSubmission(brand.email, subject);
}
