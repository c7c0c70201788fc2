// Phone numbers as people type them: the agent's own (checked before the site's links dial it)
// and a visitor's (which may carry words or a second number). Apart from ./phone so that the
// public pages' first script, which only links the agent's checked number, does not carry them.
import { findPhoneNumbersInText } from 'libphonenumber-js/min';
import { EXTENSION, phoneDigits } from './phone';

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
 * Times of day people write after their number ("9-5", "9am-5pm", "8:30 to 17:00", "5pm"). In
 * countries whose numbers vary in length (Germany, Austria) their digits would still make a valid
 * number with the real one ("+49 30 12345678 9-5" as +49 30 123456789 5), so they are taken out
 * as words before the number is looked for.
 */
const TIME = String.raw`\d{1,2}(?::\d{2})?\s*(?:[ap]\.?m\.?)?`;
const TIMES_OF_DAY = new RegExp(
  String.raw`(^|[\s(,;/])(?:${TIME}\s*(?:-|\u2013|\u2014|to)\s*${TIME}|\d{1,2}(?::\d{2})?\s*[ap]\.?m\.?)(?=$|[\s),.;/])`,
  'gi',
);

/**
 * The tel: link for a phone number a visitor typed into a lead form, which may carry words, times
 * or a second number ("410-555-1234 after 5pm", "410-555-1234 or 443-555-9876", "+44 20 7946 0958
 * (9-5)"): the first number in it that is a real one by the numbering plan of its country (US when
 * written without a country code), found by libphonenumber. Undefined when there is none it could
 * dial for sure (no area code, a digit short, digits run on): the agent reads the text instead of
 * tapping a link that would dial a stranger.
 */
export function leadTelHref(text: string): string | undefined {
  const cleaned = text
    // "00" is how most of the world writes the + of a country code.
    .replace(/^\s*00(?=[1-9])/, '+')
    .replace(TIMES_OF_DAY, '$1 hours ');
  const found = findPhoneNumbersInText(cleaned, { defaultCountry: 'US' })[0];
  return found ? `tel:${found.number.number}` : undefined;
}
