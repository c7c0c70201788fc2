// Validation of site content (kept apart from the keys and defaults so visitors' pages need no zod).
import { notShownBecause } from './content-dependencies';
import { hasControlCharacters, oneLineMessage, textTypeError, tooLongMessage, withoutDirectionControls } from './fields';
import { interestRateError } from './payment-estimate';
import { phoneNumberError } from './typed-phone';
import { CONTENT_VALUE_MAX, isContentKey, isLinkKey, type ContentKey, type SiteContent } from './site-content';
import { contentFields, linkFields } from './site-content-fields';
import { linkError } from './url';
import { z } from './zod';

const contentKeySchema = z.string().refine(isContentKey, { message: 'Unknown site content key' });

const emailSchema = z.email();

/**
 * The contact e-mail and phone become mailto:, tel:, sms: and WhatsApp links on every page, and
 * the e-mail is where lead notifications go when AGENT_NOTIFY_EMAIL is unset.
 */
const contactChecks: Record<string, (value: string) => string | undefined> = {
  contact_email: (v) => (v.length <= 254 && emailSchema.safeParse(v).success ? undefined : 'Contact email must be an e-mail address'),
  contact_phone: (v) => phoneNumberError('Contact phone', v),
};
const isContactKey = (key: string) => Object.prototype.hasOwnProperty.call(contactChecks, key);

/**
 * The problem with `value` for `key`, in the words the admin form shows, or undefined when fine.
 * Link keys accept blank (hides the link) or an address of their kind; the contact e-mail and
 * phone accept blank (visitors see the built-in one) or a real address or number; other keys any text.
 */
export function contentValueError(key: string, value: string): string | undefined {
  const field = contentFields.find((f) => f.key === key);
  if (value.length > CONTENT_VALUE_MAX) return tooLongMessage(field?.label ?? 'Value', CONTENT_VALUE_MAX);
  if (isContactKey(key)) {
    const contact = withoutDirectionControls(value).trim();
    return contact === '' ? undefined : contactChecks[key]!(contact);
  }
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  if (key === 'mortgage_rate_default') return interestRateError(trimmed);
  if (field?.link) return linkError(field.link.name, field.link.kind, trimmed);
  // A one-line text (a headline, a button, a name) is shown on one line: a pasted line break or
  // NUL would only be invisible baggage there. Multi-line texts keep their line breaks.
  return field && !field.multiline && hasControlCharacters(value) ? oneLineMessage(field.label) : undefined;
}

export const contentUpdateSchema = z
  .object({
    key: contentKeySchema,
    // The length is checked with the rest below, so the message names the field being edited.
    value: z.string(textTypeError('Value')),
  })
  // Stays a plain object schema (refinements keep .extend working); the store trims link values.
  .superRefine((input, ctx) => {
    const message = contentValueError(input.key, input.value);
    // No path: the message already names the field ("Website must be ..."), "value: " would not.
    if (message) ctx.addIssue({ code: 'custom', message });
  });

/**
 * What a link key stores: the trimmed address, so what was checked is exactly what is rendered.
 * The contact e-mail and phone are stored without the invisible text-direction controls a paste
 * can wrap them in (the check above ignores them), so the links are made from what was checked.
 */
export function normalizeContentValue(key: string, value: string): string {
  if (isContactKey(key)) return withoutDirectionControls(value);
  return isLinkKey(key) ? value.trim() : value;
}

/**
 * The top bar's formats of the Contact phone and e-mail: only ever shown when they name that
 * number or address, so a save naming another one is refused rather than stored unseen.
 */
const TOP_BAR_FORMAT_KEYS: ReadonlySet<string> = new Set<ContentKey>(['header_phone_display', 'header_email_display']);

const labelOf = (key: string) => contentFields.find((f) => f.key === key)?.label ?? key;

/** Why the top-bar format stored as `key` in `content` is not shown ("...; until then ..."), or null. */
const topBarFormatReason = (content: SiteContent, key: string) => (TOP_BAR_FORMAT_KEYS.has(key) ? notShownBecause(content, key as ContentKey) : null);

/**
 * The problem with saving `value` as `key` next to the other texts in `content` (what is stored,
 * with any edits saved along with it), in the words the admin panel shows, or undefined when fine.
 * Every write of site content meets it: the panel before sending, the procedure and its REST
 * adapter, restoring a revision. On top of the field's own rule (contentValueError), a top-bar
 * phone or e-mail format must name the Contact phone or e-mail. A change of the Contact phone or
 * e-mail itself is never refused for this: a top-bar format it no longer matches stays stored,
 * is not shown (the top bar shows the Contact one as it is) and is flagged for correction
 * (storedTopBarFormatProblem).
 */
export function contentWriteError(content: SiteContent, key: string, value: string): string | undefined {
  const own = contentValueError(key, value);
  if (own) return own;
  const why = topBarFormatReason({ ...content, [key]: normalizeContentValue(key, value) }, key);
  // Only the rule: "until then ..." describes a stored value, and this one is not stored.
  return why ? `${labelOf(key)}: ${why.split(';')[0]}.` : undefined;
}

/**
 * Why a stored top-bar format is not shown (stored before the rule, or left behind by a change of
 * the Contact phone or e-mail), naming the field and what visitors see meanwhile; undefined when shown.
 */
export function storedTopBarFormatProblem(content: SiteContent, key: string): string | undefined {
  const why = topBarFormatReason(content, key);
  return why ? `${labelOf(key)}: ${why}.` : undefined;
}

/** Stored link values that would not be accepted today: kept, not rendered, flagged in the admin. */
export function invalidStoredLinks(content: Record<string, string>): { key: string; message: string }[] {
  return linkFields.flatMap((field) => {
    const value = content[field.key];
    // Checked exactly as stored (untrimmed), since that is what rendering would have to use.
    const message = typeof value === 'string' && value.trim() !== '' ? linkError(field.link!.name, field.link!.kind, value) : undefined;
    return message ? [{ key: field.key, message }] : [];
  });
}

/** Stored site content: only known keys, each a bounded string. */
export const siteContentSchema = z.record(z.string(), z.string().max(CONTENT_VALUE_MAX)).superRefine((value, ctx) => {
  for (const key of Object.keys(value)) {
    if (!isContentKey(key)) ctx.addIssue({ code: 'custom', message: `Unknown site content key "${key}"`, path: [key] });
  }
});
