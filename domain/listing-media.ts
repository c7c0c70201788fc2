// Virtual tours and videos: https links only. YouTube, Vimeo and Matterport links can be shown
// in a frame (after the visitor asks for it, so no third-party script loads on page view);
// any other https link opens in a new tab.
import { isHttpsUrl, linkMessage, URL_MAX } from './safe-href';
import { z } from './zod';

export * from './listing-embed';

/**
 * An optional https address (checked by domain/url.ts): empty means "none" (null), which the
 * GETs return as null. The label names the field in messages.
 */
export function httpsUrlText(label: string) {
  return z
    .unknown()
    .transform((value, ctx): string | null => {
      if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return null;
      if (typeof value !== 'string') {
        ctx.addIssue({ code: 'custom', message: `${label} must be text` });
        return z.NEVER;
      }
      const text = value.trim();
      if (text.length > URL_MAX) {
        ctx.addIssue({ code: 'custom', message: `${label} must be at most ${URL_MAX} characters` });
        return z.NEVER;
      }
      if (!isHttpsUrl(text)) {
        ctx.addIssue({ code: 'custom', message: linkMessage(label, 'https') });
        return z.NEVER;
      }
      return text;
    })
    .optional();
}
