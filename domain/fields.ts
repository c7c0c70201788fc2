// Shared field builders so every schema words its messages the same way.
import { imageUrl } from './url';
import { z } from './zod';

const ID_MAX = 64;

/** Required trimmed text with a message naming the field. */
export function requiredText(label: string, max = 200) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`) })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
}

/**
 * Control characters (line breaks, tabs, NUL...) in a one-line value: they break e-mail headers,
 * CSV rows and page layout, and no name, phone, subject, title or address needs them.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's purpose
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** Refuses control characters with a message naming the field (for schemas built elsewhere). */
export function singleLine<T extends z.ZodType<string>>(schema: T, label: string) {
  return schema.refine((v) => !CONTROL_CHARACTERS.test(v), `${label} must be on one line (no line breaks or control characters)`);
}

/** requiredText for one-line fields: names, phones, subjects, titles, addresses. */
export function singleLineText(label: string, max = 200) {
  return singleLine(requiredText(label, max), label);
}

/**
 * A number the admin may send as text ("450000", "2.5", "$450,000") or as a number.
 * Commas, dollar signs and spaces are ignored so pasted prices work.
 */
export function numberFromText(label: string, opts: { min?: number; max?: number; integer?: boolean; step?: number } = {}) {
  const { min = 0, max = 1_000_000_000, integer = false, step } = opts;
  return z
    .union([z.number(), z.string()], { error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be a number`) })
    .transform((value, ctx) => {
      const n = typeof value === 'number' ? value : Number(value.replace(/[$,\s]/g, ''));
      if (typeof value === 'string' && value.trim() === '') {
        ctx.addIssue({ code: 'custom', message: `${label} is required` });
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
