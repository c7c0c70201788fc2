// The link rules themselves, free of zod so visitors' pages can use safeHref without loading it.
// Schemas and field helpers built on them live in domain/url.ts.

export const URL_MAX = 2000;

/** What a link field may hold. */
export type LinkKind = 'https' | 'web' | 'image' | 'page' | 'mailto' | 'tel';

// Anything a browser strips or folds while parsing a URL (C0/C1 controls, spaces, tabs and line
// breaks anywhere, backslashes that act as slashes) and invisible Unicode that can disguise a
// scheme or a host (zero-width, bidi controls, odd spaces, the byte-order mark).
// eslint-disable-next-line no-control-regex -- rejecting control characters in links is this pattern's purpose
const UNSAFE_CHAR = /[\u0000-\u0020\u007f-\u009f\u00a0\u00ad\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff\\]/;

function parsedUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** `https://host/...` (lower-case scheme, a real host, no user:password@ part). */
export function isHttpsUrl(value: string): boolean {
  return isAbsoluteWebUrl(value, ['https:']);
}

/** `https://...` or `http://...` for sites that may lack TLS. */
function isWebUrl(value: string): boolean {
  return isAbsoluteWebUrl(value, ['https:', 'http:']);
}

function isAbsoluteWebUrl(value: string, protocols: string[]): boolean {
  if (typeof value !== 'string' || value.length > URL_MAX || UNSAFE_CHAR.test(value)) return false;
  const scheme = /^([a-z]+):\/\/([^/?#]*)/.exec(value);
  if (!scheme || !protocols.includes(`${scheme[1]}:`)) return false;
  // The host part as typed must be plain ASCII: look-alike letters from other alphabets
  // ("exаmple.com" with a Cyrillic a) are a phishing trick, not something an agent means.
  if (/[^\x21-\x7e]/.test(scheme[2] ?? '')) return false;
  const url = parsedUrl(value);
  if (!url || !protocols.includes(url.protocol)) return false;
  if (url.username || url.password) return false;
  // A host with at least one dot or "localhost": rejects "https://" + garbage like "https://javascript:1".
  return url.hostname.length > 0 && (url.hostname.includes('.') || url.hostname === 'localhost');
}

/** A path on this site: `/uploads/x.jpg`, `/contact`. Never `//host` (another site). */
function isSitePath(value: string): boolean {
  return typeof value === 'string' && value.length <= URL_MAX && /^\/(?!\/)/.test(value) && !UNSAFE_CHAR.test(value) && !DOT_SEGMENT.test(value);
}

// A "." or ".." path segment, typed or %-encoded: the browser resolves it to another address than
// the one written ("/uploads/../../x" is "/x"), so a site path never holds one.
const DOT_SEGMENT = /\/(?:\.|%2e){1,2}(?:[/?#]|$)/i;

function isMailtoUrl(value: string): boolean {
  return typeof value === 'string' && value.length <= URL_MAX && /^mailto:[^\s@:/]+@[^\s@:/]+\.[^\s@:/]+$/.test(value) && !UNSAFE_CHAR.test(value);
}

function isTelUrl(value: string): boolean {
  return typeof value === 'string' && /^tel:\+?[0-9][0-9().-]{2,30}$/.test(value);
}

export const KIND_CHECKS: Record<LinkKind, (value: string) => boolean> = {
  https: isHttpsUrl,
  web: isWebUrl,
  image: (v) => isHttpsUrl(v) || isSitePath(v),
  page: (v) => isWebUrl(v) || isSitePath(v),
  mailto: isMailtoUrl,
  tel: isTelUrl,
};

/** True when `value` is a link of one of `kinds` exactly as given (no trimming, no repair). */
export function isLinkOfKind(value: unknown, kinds: readonly LinkKind[]): boolean {
  return typeof value === 'string' && kinds.some((kind) => KIND_CHECKS[kind](value));
}

const RENDERABLE: readonly LinkKind[] = ['web', 'page', 'mailto', 'tel'];

/** May this stored value be rendered as an `href`? web, site path, mailto: or tel: only. */
export function isSafeHref(value: unknown, kinds: readonly LinkKind[] = RENDERABLE): boolean {
  return isLinkOfKind(value, kinds);
}

/**
 * The value to put in `href`, or undefined when it must not become a link (blank, or anything
 * outside the allowed kinds). Every component that renders a link from stored data uses this.
 */
export function safeHref(value: string | null | undefined, kinds: readonly LinkKind[] = RENDERABLE): string | undefined {
  return typeof value === 'string' && isSafeHref(value, kinds) ? value : undefined;
}

/** The message a field shows when its value is not an allowed link. */
export function linkMessage(label: string, kind: LinkKind): string {
  switch (kind) {
    case 'https':
      return `${label} must be a web address starting with https://`;
    case 'web':
      return `${label} must be a web address starting with https:// (or http://)`;
    case 'image':
      return `${label} must be a web address starting with https:// or a site path starting with /`;
    case 'page':
      return `${label} must be a web address starting with https:// or a site path starting with /`;
    case 'mailto':
      return `${label} must be an e-mail link starting with mailto:`;
    case 'tel':
      return `${label} must be a phone link starting with tel:`;
  }
}
