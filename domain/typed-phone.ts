// Phone numbers as people type them: the agent's own (checked before the site's links dial it)
// and a visitor's (which may carry words or a second number). Apart from ./phone so that the
// public pages' first script, which only links the agent's checked number, does not carry them.
import { EXTENSION, NANP_NUMBER, phoneDigits, telHref } from './phone';

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
