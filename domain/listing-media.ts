// Virtual tours and videos: https links only. YouTube, Vimeo and Matterport links can be shown
// in a frame (after the visitor asks for it, so no third-party script loads on page view);
// any other https link opens in a new tab.
import { optionalLink } from './url';

export * from './listing-embed';

/**
 * An optional https address (checked by domain/url.ts): empty means "none" (null), which the
 * GETs return as null. The label names the field in messages.
 */
export function httpsUrlText(label: string) {
  return optionalLink(label, 'https', null);
}
