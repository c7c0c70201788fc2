// Site texts that are shown only when another text allows it. The admin panel says so beside the
// saved value, instead of "On your website now" for a value visitors do not see.
import { ratingSummary } from './rating-summary';
import { contentValue, headerContact, type ContentKey, type SiteContent } from './site-content';

/** Why the stored, non-blank value of `key` is not what visitors see, or null when it is shown. */
export function notShownBecause(content: SiteContent, key: ContentKey): string | null {
  const value = contentValue(content, key).trim();
  if (value === '' || (content[key] ?? '').trim() === '') return null;
  switch (key) {
    case 'testimonials_rating':
      return ratingSummary([], value, contentValue(content, 'testimonials_link_url'))?.source === 'stated'
        ? null
        : 'a stated rating is shown only with the link to the review profile it comes from (Reviews link, below); until then visitors see the rating computed from your testimonials';
    case 'header_phone_display':
      return headerContact(content).phoneText === value
        ? null
        : 'it must be the same number as the Contact phone; until then the top bar shows the Contact phone as it is';
    case 'header_email_display':
      return headerContact(content).emailText === value
        ? null
        : 'it must be the Contact e-mail; until then the top bar shows the Contact e-mail as it is';
    default:
      return null;
  }
}
