import { describe, expect, it } from 'vitest';
import { contentValue, headerContact } from '../../../domain/site-content';
import { invalidStoredLinks } from '../../../domain/site-content-schema';
import { dbSchema } from '../schema';
import { loadV1Fixture } from './fixture';
import { migrate } from './index';
import { migration } from './006-links-and-identity';

const before = () => migrate(loadV1Fixture(), 5);
type Content = Record<string, string>;
const contentOf = (data: Record<string, unknown>) => data.siteContent as Content;

describe('migration 6: checked links and one agent identity', () => {
  it('blanks the old placeholder links (blank now hides them) and gives the seed website its https://', () => {
    const out = contentOf(migration.up(before()));
    expect(out.testimonials_link_url).toBe('');
    expect(out.social_facebook).toBe('');
    expect(out.social_instagram).toBe('');
    expect(out.social_linkedin).toBe('');
    expect(out.contact_website).toBe('https://www.whitfieldhomegroup.com');
    expect(invalidStoredLinks(out)).toEqual([]);
  });

  it('turns texts that repeated the identity into templates that still read the same', () => {
    const input = before();
    const old = contentOf(input);
    const out = contentOf(migration.up(input));
    expect(out.about_title).toBe('Meet {name}');
    for (const key of ['about_title', 'header_logo_text', 'footer_license_info', 'footer_company_info', 'footer_copyright']) {
      expect(contentValue(out, key)).toBe(old[key]);
    }
    // A rename now reaches every text that names the agent.
    const renamed = { ...out, agent_name: 'Dana Brooks', brokerage_name: 'Harbor Realty' };
    expect(contentValue(renamed, 'about_title')).toBe('Meet Dana Brooks');
    expect(contentValue(renamed, 'footer_copyright')).toBe('Dana Brooks, Harbor Realty. All rights reserved.');
    expect(contentValue(renamed, 'header_logo_text')).toBe('Dana Brooks');
  });

  it('makes one reply-time promise and one licence source', () => {
    const out = contentOf(migration.up(before()));
    expect(contentValue(out, 'contact_email_description')).toBe('I reply to every message within 24 hours');
    expect(contentValue(out, 'valuation_intro_text')).toMatch(/send it to you within 24 hours\.$/);
    expect(out.footer_license_numbers).toBe('');
  });

  it('blanks the top bar copies of the contact details when they are the same', () => {
    const out = contentOf(migration.up(before()));
    expect(out.header_phone_display).toBe('');
    expect(out.header_email_display).toBe('');
    expect(headerContact(out)).toMatchObject({ phoneText: '(410) 555-0187', emailText: 'angela@whitfieldhomegroup.com' });
  });

  it('never rewrites what the agent typed', () => {
    const input = before();
    Object.assign(contentOf(input), {
      social_facebook: 'https://www.facebook.com/angela.whitfield.homes',
      testimonials_link_url: 'javascript:alert(1)',
      contact_website: 'whitfield.example',
      about_title: 'About Angela',
      header_phone_display: '(301) 555-0100',
      footer_license_numbers: 'MD #1 | VA #2',
    });
    const out = contentOf(migration.up(input));
    expect(out).toMatchObject({
      social_facebook: 'https://www.facebook.com/angela.whitfield.homes',
      testimonials_link_url: 'javascript:alert(1)',
      contact_website: 'whitfield.example',
      about_title: 'About Angela',
      header_phone_display: '(301) 555-0100',
      footer_license_numbers: 'MD #1 | VA #2',
    });
    // Kept but flagged, and the top bar keeps showing the one contact number.
    expect(
      invalidStoredLinks(out)
        .map((p) => p.key)
        .sort(),
    ).toEqual(['contact_website', 'testimonials_link_url']);
    expect(headerContact(out).phoneText).toBe(out.contact_phone);
  });

  it('is stable on data that already has the new values, does not touch its input, and loads', () => {
    const input = before();
    const copy = structuredClone(input);
    const once = migration.up(input);
    expect(input).toEqual(copy);
    expect(migration.up(once)).toEqual(once);
    expect(dbSchema.safeParse(migrate(loadV1Fixture())).success).toBe(true);
  });
});
