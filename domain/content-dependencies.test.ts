import { describe, expect, it } from 'vitest';
import { notShownBecause } from './content-dependencies';

describe('notShownBecause', () => {
  it('flags a stated rating without the review profile link, and clears once the link is there', () => {
    expect(notShownBecause({ testimonials_rating: '4.9 rating | 120 reviews' }, 'testimonials_rating')).toMatch(
      /only with the link to the review profile/,
    );
    expect(
      notShownBecause(
        { testimonials_rating: '4.9 rating | 120 reviews', testimonials_link_url: 'https://www.zillow.com/profile/angela' },
        'testimonials_rating',
      ),
    ).toBeNull();
  });

  it('flags a top-bar phone or e-mail format that names another number or address', () => {
    expect(notShownBecause({ contact_phone: '(301) 555-0199', header_phone_display: '301.555.7777' }, 'header_phone_display')).toMatch(
      /same number as the Contact phone/,
    );
    expect(notShownBecause({ contact_phone: '(301) 555-0199', header_phone_display: '301.555.0199' }, 'header_phone_display')).toBeNull();
    expect(notShownBecause({ contact_email: 'angela@example.com', header_email_display: 'other@example.org' }, 'header_email_display')).toMatch(
      /Contact e-mail/,
    );
    expect(notShownBecause({ contact_email: 'angela@example.com', header_email_display: 'Angela@Example.com' }, 'header_email_display')).toBeNull();
  });

  it('has nothing to say about blank values or independent texts', () => {
    expect(notShownBecause({ testimonials_rating: '  ' }, 'testimonials_rating')).toBeNull();
    expect(notShownBecause({ hero_title: 'Homes' }, 'hero_title')).toBeNull();
  });
});
