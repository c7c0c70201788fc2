// Web addresses the agent types, checked once here and used by every schema, form and link.
// A field that holds a link only ever holds a web address (or, where it makes sense, a path on
// this site, an e-mail or a phone link), so no `javascript:`, `data:` or `//other-host` value can
// reach a visitor's page. The same rules guard rendering (`safeHref`), so a value written before
// these checks existed, or typed into a seed file by hand, cannot become a dangerous link either.
import { isBlankInput, notTextMessage, requiredMessage, textTypeError, tooLongMessage } from './field-messages';
import { KIND_CHECKS, linkMessage, URL_MAX, type LinkKind } from './safe-href';
import { z } from './zod';

export * from './safe-href';

function linkSchema(label: string, kind: LinkKind) {
  return z
    .string(textTypeError(label))
    .trim()
    .min(1, requiredMessage(label))
    .max(URL_MAX, tooLongMessage(label, URL_MAX))
    .refine((v) => KIND_CHECKS[kind](v), { message: linkMessage(label, kind) });
}

/** Required `https://` or `http://` address (for sites that may lack TLS). */
export const webUrl = (label: string) => linkSchema(label, 'web');
/** Required image reference: `https://` address or a site path such as `/uploads/photo.jpg`. */
export const imageUrl = (label: string) => linkSchema(label, 'image');

/**
 * The one optional link on a record (a listing's virtual tour and video, a review's link): the
 * trimmed address, which must be a link of `kind`. Left out or blank (isBlankInput), it becomes
 * `none`: null where the record returns null for "no link" (listing facts), undefined where the
 * field is then left out (a review). Such a field has no null, so a null sent for it is refused as
 * not text, like a number.
 */
export function optionalLink<None extends null | undefined>(label: string, kind: LinkKind, none: None) {
  return z
    .unknown()
    .transform((value, ctx): string | None => {
      if (isBlankInput(value) && !(value === null && none === undefined)) return none;
      if (typeof value !== 'string') {
        ctx.addIssue({ code: 'custom', message: notTextMessage(label) });
        return z.NEVER;
      }
      const text = value.trim();
      const problem = linkError(label, kind, text);
      if (problem) {
        ctx.addIssue({ code: 'custom', message: problem });
        return z.NEVER;
      }
      return text;
    })
    .optional();
}

/** The message for a value that is no link of `kind` (too long, or another kind); undefined when it is one. */
export function linkError(label: string, kind: LinkKind, value: string): string | undefined {
  if (value.length > URL_MAX) return tooLongMessage(label, URL_MAX);
  return KIND_CHECKS[kind](value) ? undefined : linkMessage(label, kind);
}
