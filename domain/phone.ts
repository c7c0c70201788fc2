// Phone and mail links derived from the configured contact details (docs/product.md, "Phone and e-mail links").
import { safeHref } from './safe-href';

// An extension at the end ("ext. 12", "x12", "#12"): left out of the links. The word is not part
// of another one: the "x" and "ext" of "Call or text (410) 555-0187" are no extension.
export const EXTENSION = /\s*(?<![a-z])(?:extension|ext\.?|x|#)\s*\d{1,6}$/i;

/**
 * Digits with the country code in front, for tel:, sms: and WhatsApp links.
 * A number written with its country code ("+44 20 7946 0958", "0044 ...") keeps it, so a lead
 * from abroad is called abroad; a US number gets the 1 in front (10 digits -> 1XXXXXXXXXX).
 * An extension ("ext. 12", "x12", "#12") is not part of the number.
 */
export function phoneDigits(phone: string): string {
  const number = phone.replace(EXTENSION, '').trim();
  const digits = number.replace(/\D/g, '');
  if (number.startsWith('+')) return digits;
  if (number.startsWith('00') && digits.length > 4) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith('1')) return digits;
  // Longer than a US number with its 1: it already carries another country's code.
  if (digits.length > 11) return digits;
  return `1${digits}`;
}

// A North American number as people write it: "(410) 555-0187", "410.555.0187", "+1 410 555 0187".
// Not part of a longer run of digits (a visitor's text may hold any digits).
const NANP_NUMBER = /(?<!\d)(?:\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}(?!\d)/;

/**
 * The phone number in a text that may have words around it ("Call or text (410) 555-0187, 7 days
 * a week"): the first North American number in it, else the whole text (a number written with
 * another country's code).
 */
export function phoneNumberIn(text: string): string {
  return NANP_NUMBER.exec(text)?.[0] ?? text;
}

export const telHref = (phone: string) => `tel:+${phoneDigits(phone)}`;

export const smsHref = (phone: string) => `sms:+${phoneDigits(phone)}`;
export const whatsAppHref = (phone: string) => `https://wa.me/${phoneDigits(phone)}`;

/**
 * `mailto:` for an e-mail address, or undefined when the value is no address (a contact e-mail
 * stored before it was checked): the caller shows it as plain text rather than a broken link.
 */
export const mailtoHref = (email: string): string | undefined => safeHref(`mailto:${email.trim()}`, ['mailto']);
