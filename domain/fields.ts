// Shared field builders so every schema words its messages the same way.
import { z } from './zod';

export const ID_MAX = 64;

/** Required trimmed text with a message naming the field. */
export function requiredText(label: string, max = 200) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`) })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
}

export function optionalText(label: string, max = 2000) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);
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

/** An image reference: a site-relative path (uploads or shipped images) or an http(s) URL. */
export const imageUrlSchema = z
  .string({ error: 'Image URL is required' })
  .trim()
  .min(1, 'Image URL is required')
  .max(2000, 'Image URL must be at most 2000 characters')
  .refine((v) => /^\/(?!\/)[^\s]*$/.test(v) || /^https?:\/\/[^\s]+$/i.test(v), {
    message: 'Image URL must be a web address (https://...) or a site path (/uploads/...)',
  });

export const isoDateTime = z.string().datetime({ offset: true });
