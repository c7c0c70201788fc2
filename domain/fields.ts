// Shared field builders so every schema words its messages the same way.
import { requiredMessage, textTypeError, tooLongMessage } from './field-messages';
import { imageUrl } from './url';
import { z } from './zod';

export * from './field-messages';

const ID_MAX = 64;

/** Required trimmed text with a message naming the field. */
export function requiredText(label: string, max = 200) {
  return z.string(textTypeError(label)).trim().min(1, requiredMessage(label)).max(max, tooLongMessage(label, max));
}

/**
 * Control characters (line breaks, tabs, NUL...) in a one-line value: they break e-mail headers,
 * CSV rows and page layout, and no name, phone, subject, title or address needs them.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's purpose
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** The message for a one-line value holding a line break or another control character. */
export function oneLineMessage(label: string): string {
  return `${label} must be on one line (no line breaks or control characters)`;
}

/** Whether `value` holds a control character (see above). */
export function hasControlCharacters(value: string): boolean {
  return CONTROL_CHARACTERS.test(value);
}

/**
 * Text-direction controls that act on the text after them (embeddings, overrides, isolates). In a
 * name or address one can make the value display as something else in the admin's inbox or an
 * e-mail ("Trojan Source"); more often they are invisible baggage of a paste (a phone number
 * copied from a search result or a map arrives wrapped in U+202A ... U+202C). One-line fields drop
 * them before validating, so such a paste just works. Right-to-left text and the left-to-right
 * and right-to-left marks (U+200E, U+200F), which only set their neighbours' direction, stay.
 */
const DIRECTION_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;

/** `value` without the text-direction controls above. */
export function withoutDirectionControls(value: string): string {
  return value.replace(DIRECTION_CONTROLS, '');
}

/**
 * `schema` for a value that may arrive wrapped in text-direction controls (a pasted phone number or
 * e-mail address): they are removed first, and `schema` keeps its own messages.
 */
export function directionControlsDropped<T extends z.ZodType<string, string>>(schema: T) {
  return z
    .custom<string>()
    .transform((value) => (typeof value === 'string' ? withoutDirectionControls(value) : value))
    .pipe(schema);
}

/**
 * A one-line field: text-direction controls removed, then `schema` (its own messages for a missing
 * or short value), then control characters refused with a message naming the field.
 */
export function singleLine<T extends z.ZodType<string, string>>(schema: T, label: string) {
  return directionControlsDropped(schema.refine((v) => !hasControlCharacters(v), oneLineMessage(label)));
}

/** A visitor's e-mail address (the contact and showing forms): required, at most 254 characters, pasted controls dropped. */
export function emailAddress() {
  return directionControlsDropped(
    z
      .string(textTypeError('Email'))
      .trim()
      .min(1, requiredMessage('Email'))
      .max(254, tooLongMessage('Email', 254))
      .pipe(z.email('Email must be a valid email address')),
  );
}

/** requiredText for one-line fields: names, phones, subjects, titles, addresses. */
export function singleLineText(label: string, max = 200) {
  return singleLine(requiredText(label, max), label);
}

/**
 * A visitor's phone number (contact and showing forms): one line, with at least 7 digits, so a
 * lead always carries a number the agent can call back. Letters and extensions may stay ("ext. 12",
 * "mornings only"): the agent reads it, and its link dials the first number in it (leadTelHref).
 */
export function phoneText(label: string, max = 40) {
  return singleLineText(label, max).refine(hasCallableDigits, `${label} must be a valid phone number`);
}

/** Whether a written phone number has the 7 digits a call-back needs, a US country code not counted. */
export function hasCallableDigits(phone: string): boolean {
  return localDigits(phone).length >= 7;
}

/** The digits after a written US country code ("+1 ", "1-", "001 "): "+1 (410) 555" is 7 digits with it, 6 without. */
function localDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const prefix = /^\s*(?:\+\s*1|001|1(?=\s*[\s(.-]))/.exec(phone);
  return prefix ? digits.slice(prefix[0].replace(/\D/g, '').length) : digits;
}

// Digits as people write an amount: an optional $, commas only between groups of three, an
// optional decimal part. A minus sign is read so a negative gets the range message. Number()
// alone would also take "0x10", "1e5", "0b11" and "Infinity", and stripping every comma would
// turn a typo like "1,2" into 12.
const NUMBER_TEXT = /^-?\$? *(?:(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d*)?|\.\d+)$/;

/** The number in a typed amount ("450000", "2.5", "$450,000"), or NaN when it is not one. */
export function parseNumberText(text: string): number {
  const trimmed = text.trim();
  return NUMBER_TEXT.test(trimmed) ? Number(trimmed.replace(/[$, ]/g, '')) : Number.NaN;
}

/**
 * A number the admin may send as text ("450000", "2.5", "$450,000") or as a number.
 * A dollar sign and thousands separators are allowed so pasted prices work.
 */
export function numberFromText(label: string, opts: { min?: number; max?: number; integer?: boolean; step?: number } = {}) {
  const { min = 0, max = 1_000_000_000, integer = false, step } = opts;
  return z
    .union([z.number(), z.string()], { error: (issue) => (issue.input === undefined ? requiredMessage(label) : `${label} must be a number`) })
    .transform((value, ctx) => {
      const n = typeof value === 'number' ? value : parseNumberText(value);
      if (typeof value === 'string' && value.trim() === '') {
        ctx.addIssue({ code: 'custom', message: requiredMessage(label) });
        return z.NEVER;
      }
      if (!Number.isFinite(n)) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a number` });
        return z.NEVER;
      }
      if (integer && !Number.isInteger(n)) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a whole number` });
        return z.NEVER;
      }
      if (n < min || n > max) {
        ctx.addIssue({ code: 'custom', message: `${label} must be between ${min} and ${max}` });
        return z.NEVER;
      }
      if (step && Math.abs(n / step - Math.round(n / step)) > 1e-9) {
        ctx.addIssue({ code: 'custom', message: `${label} must be in steps of ${step}` });
        return z.NEVER;
      }
      return n;
    });
}

export const idSchema = z
  .string({ error: 'id is required' })
  .min(1, 'id is required')
  .max(ID_MAX, 'id is too long')
  .regex(/^[A-Za-z0-9_-]+$/, 'id has invalid characters');

export const idInput = z.object({ id: idSchema });

/** An image reference: a site path (uploads or shipped images) or an https address (domain/url.ts). */
export const imageUrlSchema = imageUrl('Image URL');

export const isoDateTime = z.string().datetime({ offset: true });
