// Phone and mail links derived from the configured contact details (docs/product.md, "Phone and e-mail links").
import { safeHref } from './safe-href';

// An extension at the end ("ext. 12", "x12", "#12"): left out of the links. The word is not part
// of another one: the "x" and "ext" of "Call or text (410) 555-0187" are no extension.
const EXTENSION = /\s*(?<![a-z])(?:extension|ext\.?|x|#)\s*\d{1,6}$/i;

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

/**
 * The tel: link for a phone number a visitor typed into a lead form, which may carry words or a
 * second number ("410-555-1234 after 5pm", "410-555-1234 or 443-555-9876"): a number written with
 * its country code ("+44 20 7946 0958 evenings") is the one at the start, up to the first word or
 * "/"; any other is the first North American number in the text. Undefined when there is none it
 * could dial for sure (no area code, say): the agent reads the text instead of tapping a link that
 * would dial its digits run together, a stranger's number.
 */
export function leadTelHref(text: string): string | undefined {
  const international = /^\s*(?:\+|00)[\d\s().-]+/.exec(text)?.[0].trim();
  if (international) return phoneNumberError('Phone', international) === undefined ? telHref(international) : undefined;
  const number = NANP_NUMBER.exec(text)?.[0];
  return number ? telHref(number) : undefined;
}
export const smsHref = (phone: string) => `sms:+${phoneDigits(phone)}`;
export const whatsAppHref = (phone: string) => `https://wa.me/${phoneDigits(phone)}`;

/**
 * `mailto:` for an e-mail address, or undefined when the value is no address (a contact e-mail
 * stored before it was checked): the caller shows it as plain text rather than a broken link.
 */
export const mailtoHref = (email: string): string | undefined => safeHref(`mailto:${email.trim()}`, ['mailto']);

/**
 * Why `phone` cannot be the number the tel:, sms: and WhatsApp links dial, or undefined when it
 * can: the links keep digits only, so letters would be dropped silently and a number without its
 * area code would be dialled as a different one.
 */
export function phoneNumberError(label: string, phone: string): string | undefined {
  const number = phone.trim().replace(EXTENSION, '');
  if (!/^\+?[0-9 ().\-/]+$/.test(number)) return `${label} may only contain digits, spaces and + ( ) - . /, then an extension such as "ext. 12"`;
  if (number.replace(/\D/g, '').length < 10) return `${label} must have at least 10 digits, including the area code`;
  // E.164 caps a number with its country code at 15 digits.
  if (phoneDigits(number).length > 15) return `${label} must have at most 15 digits`;
  return undefined;
}
