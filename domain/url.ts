// Web addresses the agent types, checked once here and used by every schema, form and link.
// A field that holds a link only ever holds a web address (or, where it makes sense, a path on
// this site, an e-mail or a phone link), so no `javascript:`, `data:` or `//other-host` value can
// reach a visitor's page. The same rules guard rendering (`safeHref`), so a value written before
// these checks existed, or typed into a seed file by hand, cannot become a dangerous link either.
import { KIND_CHECKS, linkMessage, URL_MAX, type LinkKind } from './safe-href';
import { z } from './zod';

export * from './safe-href';

function linkSchema(label: string, kind: LinkKind) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`) })
    .trim()
    .min(1, `${label} is required`)
    .max(URL_MAX, `${label} must be at most ${URL_MAX} characters`)
    .refine((v) => KIND_CHECKS[kind](v), { message: linkMessage(label, kind) });
}

/** Required `https://` address. */
export const httpsUrl = (label: string) => linkSchema(label, 'https');
/** Required `https://` or `http://` address (for sites that may lack TLS). */
export const webUrl = (label: string) => linkSchema(label, 'web');
/** Required image reference: `https://` address or a site path such as `/uploads/photo.jpg`. */
export const imageUrl = (label: string) => linkSchema(label, 'image');
/** Required web address or a site path (internal links). */
export const pageUrl = (label: string) => linkSchema(label, 'page');

/** An optional link: blank ('' after trimming) means "no link", anything else must be of `kind`. */
export function optionalLink(label: string, kind: LinkKind) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(URL_MAX, `${label} must be at most ${URL_MAX} characters`)
    .refine((v) => v === '' || KIND_CHECKS[kind](v), { message: linkMessage(label, kind) });
}

// Ready-made record fields (properties, testimonials, ...). Use these rather than z.string().url().
/** Optional web link on a record (virtual tour, video, review source): blank or http(s). */
export const webUrlField = (label: string) => optionalLink(label, 'web');
/** Optional https-only link on a record. */
export const httpsUrlField = (label: string) => optionalLink(label, 'https');
/** Required image on a record: https or a site path. */
export const imageUrlField = (label: string) => imageUrl(label);
/** Optional image on a record: blank, https or a site path. */
export const optionalImageUrlField = (label: string) => optionalLink(label, 'image');
