import { describe, expect, it } from 'vitest';
import { contentDefaults, contentValue, fillIdentity, fullPageTitle, headerContact, siteName } from './site-content';
import { contentFields, linkFields } from './site-content-fields';
import seedContent from '../data/seed/site-content.json';
import { contentUpdateSchema, contentValueError, contentWriteError, invalidStoredLinks, normalizeContentValue } from './site-content-schema';

describe('links in site content', () => {
  it('ship blank: no placeholder address is a default', () => {
    for (const f of linkFields) expect(f.default, f.key).toBe('');
    for (const [key, value] of Object.entries(contentDefaults))
      expect(value, key).not.toMatch(/https?:\/\/(www\.)?(zillow|facebook|instagram|linkedin)\.com\/?(profile\/)?$/);
  });

  it('blank means hidden: a cleared link never brings a default back', () => {
    for (const f of linkFields) {
      expect(contentValue({ [f.key]: '' }, f.key)).toBe('');
      expect(contentValue({ [f.key]: '   ' }, f.key)).toBe('');
      expect(contentValue({}, f.key)).toBe('');
    }
    // Ordinary texts still fall back to their built-in copy.
    expect(contentValue({ hero_title: '' }, 'hero_title')).toBe(contentDefaults.hero_title);
  });

  it('each link key is checked with a message naming the field', () => {
    expect(contentValueError('testimonials_link_url', 'javascript:alert(1)')).toBe('Reviews link must be a web address starting with https://');
    expect(contentValueError('contact_website', 'http://whitfield.example')).toBeUndefined();
    expect(contentValueError('social_linkedin', '')).toBeUndefined();
    expect(contentValueError('hero_title', 'javascript: is fine as text')).toBeUndefined();
    const parsed = contentUpdateSchema.safeParse({ key: 'social_facebook', value: 'data:text/html,x' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('Facebook page must be a web address starting with https://');
  });

  it('the contact e-mail and phone must be an address and a number, or blank for the built-in one', () => {
    expect(contentValueError('contact_email', 'XSS</script><script>alert(1)</script>')).toBe('Contact email must be an e-mail address');
    expect(contentValueError('contact_email', 'angela at whitfield')).toBe('Contact email must be an e-mail address');
    expect(contentValueError('contact_email', ' dana@example.com ')).toBeUndefined();
    expect(contentValueError('contact_phone', 'call me maybe')).toMatch(/^Contact phone may only contain digits/);
    expect(contentValueError('contact_phone', '555-0187')).toBe('Contact phone must have at least 10 digits, including the area code');
    expect(contentValueError('contact_phone', '(301) 555-0123 ext. 4')).toBeUndefined();
    for (const key of ['contact_email', 'contact_phone']) {
      expect(contentValueError(key, '')).toBeUndefined();
      expect(contentValue({ [key]: '' }, key)).toBe(contentDefaults[key]);
    }
    const parsed = contentUpdateSchema.safeParse({ key: 'contact_email', value: 'not an address' });
    expect(parsed.error?.issues[0]?.message).toBe('Contact email must be an e-mail address');
  });

  it('takes a contact phone or e-mail pasted with invisible text-direction controls and stores it without them', () => {
    // A number copied from a search result or a map arrives as U+202A ... U+202C around it.
    expect(contentValueError('contact_phone', '\u202a(410) 555-0187\u202c')).toBeUndefined();
    expect(normalizeContentValue('contact_phone', '\u202a(410) 555-0187\u202c')).toBe('(410) 555-0187');
    expect(contentValueError('contact_email', '\u2066 angela@whitfield.example \u2069')).toBeUndefined();
    expect(normalizeContentValue('contact_email', '\u2066angela@whitfield.example\u2069')).toBe('angela@whitfield.example');
    // Other text keeps them: a headline may mix directions on purpose.
    expect(normalizeContentValue('hero_title', 'Homes \u2067שלום\u2069')).toBe('Homes \u2067שלום\u2069');
    expect(contentValueError('contact_phone', '\u202a\u202c')).toBeUndefined();
  });

  it('every built-in and seed value passes the checks the editor applies', () => {
    for (const [key, value] of [...Object.entries(contentDefaults), ...Object.entries(seedContent as Record<string, string>)])
      expect(contentValueError(key, value), key).toBeUndefined();
  });

  it('finds stored links that are no longer accepted', () => {
    expect(
      invalidStoredLinks({
        social_facebook: 'javascript:alert(1)',
        social_linkedin: 'https://www.linkedin.com/in/a',
        contact_website: '',
        hero_title: 'javascript:x',
      }),
    ).toEqual([{ key: 'social_facebook', message: 'Facebook page must be a web address starting with https://' }]);
  });
});

describe('one place per fact', () => {
  it('texts that name the agent follow the one stored name', () => {
    const content = {
      agent_name: 'Dana Brooks',
      agent_title: 'Broker',
      brokerage_name: 'Harbor Realty',
      office_address: '1 Pier Rd\nAnnapolis, MD 21401',
    };
    expect(contentValue(content, 'about_title')).toBe('Meet Dana Brooks');
    expect(contentValue(content, 'header_logo_text')).toBe('Dana Brooks');
    expect(contentValue(content, 'footer_copyright')).toBe('Dana Brooks, Harbor Realty. All rights reserved.');
    expect(contentValue(content, 'footer_license_info')).toBe('Licensed Broker');
    expect(contentValue(content, 'about_intro_p1')).toContain('As Broker with Harbor Realty, I bring');
    expect(contentValue(content, 'footer_company_info')).toBe(
      'Harbor Realty, 1 Pier Rd, Annapolis, MD 21401. Each office independently owned and operated.',
    );
    expect(fillIdentity('Call {first_name} at {phone}; {unknown} stays', content)).toBe('Call Dana at (410) 555-0187; {unknown} stays');
  });

  it('the title and the licence jurisdictions are written once: no built-in or seeded text types them again', () => {
    const seeded = seedContent as Record<string, string>;
    for (const key of Object.keys(contentDefaults).filter((k) => k !== 'agent_title')) {
      expect(contentDefaults[key], key).not.toContain('Associate Broker');
      expect(seeded[key] ?? '', key).not.toContain('Associate Broker');
    }
    // The licence lines state where the agent is licensed; the licence statement does not repeat it.
    for (const text of [contentDefaults.footer_license_info, seeded.footer_license_info]) expect(text).not.toMatch(/Maryland|Virginia/);
  });

  it('optional facts: a stored blank hides them instead of bringing back the seed agent’s own', () => {
    for (const key of ['license_2', 'brokerage_phone', 'office_address', 'footer_associations', 'footer_license_numbers']) {
      expect(contentValue({ [key]: '' }, key), key).toBe('');
      expect(contentValue({ [key]: '  ' }, key), key).toBe('');
      // Never stored at all (an older file): the built-in text, as for every key.
      expect(contentValue({}, key), key).toBe(contentDefaults[key]);
    }
    // The title is not optional: every text that names it ("As {title} with …") needs one.
    expect(contentValue({ agent_title: '' }, 'agent_title')).toBe(contentDefaults.agent_title);
    // A cleared office takes its comma along in the texts that name it.
    expect(contentValue({ brokerage_name: 'Harbor Realty', office_address: '' }, 'footer_company_info')).toBe(
      'Harbor Realty. Each office independently owned and operated.',
    );
    expect(fillIdentity('Visit {brokerage}, {office} or call', { office_address: ' ' })).toBe('Visit Chesapeake Crown Realty or call');
    expect(fillIdentity('Hi, {unknown}', {})).toBe('Hi, {unknown}');
  });

  it('no default repeats the agent name, brokerage or licence numbers outside the identity keys', () => {
    const identity = new Set(['agent_name', 'brokerage_name', 'license_1', 'license_2', 'contact_phone', 'contact_email', 'office_address']);
    for (const f of contentFields.filter((field) => !identity.has(field.key))) {
      expect(f.default, f.key).not.toContain('Angela Whitfield');
      expect(f.default, f.key).not.toContain('Chesapeake Crown');
      expect(f.default, f.key).not.toContain('0654218');
    }
  });

  it('one reply-time promise, editable in one place', () => {
    expect(contentValue({ response_time: 'within one business day' }, 'contact_email_description')).toBe(
      'I reply to every message within one business day',
    );
    expect(contentValue({ response_time: 'within one business day' }, 'valuation_intro_text')).toMatch(/send it to you within one business day\.$/);
    for (const f of contentFields.filter((field) => field.key !== 'response_time'))
      expect(f.default, f.key).not.toMatch(/within (24 hours|one business day)/);
  });

  it('page titles and the site name come from the stored agent name', () => {
    expect(siteName({})).toBe('Angela Whitfield Real Estate');
    expect(siteName({ agent_name: 'Dana Brooks' })).toBe('Dana Brooks Real Estate');
    expect(fullPageTitle('Buyer Services', { agent_name: 'Dana Brooks' })).toBe('Buyer Services | Dana Brooks Real Estate');
    expect(fullPageTitle('Dana Brooks | Broker', { agent_name: 'Dana Brooks' })).toBe('Dana Brooks | Broker');
  });

  it('the top bar links come from the one contact phone and e-mail', () => {
    expect(headerContact({ contact_phone: '(301) 555-0123', header_phone_display: '301.555.0123' })).toMatchObject({
      phone: '(301) 555-0123',
      phoneText: '301.555.0123',
    });
    expect(headerContact({ contact_phone: '(301) 555-0123', header_phone_display: '(410) 555-0187' })).toMatchObject({ phoneText: '(301) 555-0123' });
    // Words around the number, digits in them included, are the agent's to write.
    for (const format of ['Call or text (301) 555-0123, 7 days a week', 'Text 301.555.0123 24/7', '+1 301 555 0123'])
      expect(headerContact({ contact_phone: '(301) 555-0123', header_phone_display: format }), format).toMatchObject({ phoneText: format });
    expect(headerContact({ contact_phone: '+44 20 7946 0958', header_phone_display: '+44 (0)20 7946 0958' })).toMatchObject({
      phoneText: '+44 20 7946 0958',
    });
    expect(headerContact({ contact_phone: '+44 20 7946 0958', header_phone_display: '+44 20 7946-0958' })).toMatchObject({
      phoneText: '+44 20 7946-0958',
    });
    expect(headerContact({ contact_email: 'a@example.com', header_email_display: 'b@example.com' })).toMatchObject({
      email: 'a@example.com',
      emailText: 'a@example.com',
    });
  });
});

describe('one-line texts in site content', () => {
  it('refuse a line break or NUL with a message naming the field; multi-line texts keep their line breaks', () => {
    expect(contentValueError('hero_title', 'Homes\u0000 in Maryland')).toBe('Headline must be on one line (no line breaks or control characters)');
    expect(contentValueError('hero_title', 'Homes\nin Maryland')).toBe('Headline must be on one line (no line breaks or control characters)');
    expect(contentUpdateSchema.safeParse({ key: 'hero_title', value: 'a\u0000b' }).success).toBe(false);
    expect(contentValueError('hero_title', 'Homes in Maryland')).toBeUndefined();
    expect(contentValueError('hero_subtitle', 'First line\nSecond line')).toBeUndefined();
  });

  it('hold no control characters in what ships', () => {
    for (const f of contentFields.filter((field) => !field.multiline)) {
      expect(contentValueError(f.key, f.default), f.key).toBeUndefined();
      const seeded = (seedContent as Record<string, string>)[f.key];
      if (seeded !== undefined) expect(contentValueError(f.key, seeded), f.key).toBeUndefined();
    }
  });
});

describe('contentWriteError: one rule for the panel and the server', () => {
  const stored = { contact_phone: '(410) 555-0187', contact_email: 'angela@example.com', header_phone_display: '410.555.0187' };

  it('refuses a top-bar format naming another number or address, naming the field', () => {
    expect(contentWriteError(stored, 'header_phone_display', '(202) 555-0199')).toBe(
      'Phone format in the top bar (optional, e.g. 410.555.0187; must be the Contact phone number): it must be the same number as the Contact phone.',
    );
    expect(contentWriteError(stored, 'header_email_display', 'other@example.org')).toMatch(/: it must be the Contact e-mail\.$/);
    expect(contentWriteError(stored, 'header_phone_display', 'Call or text +1 410 555 0187')).toBeUndefined();
    expect(contentWriteError(stored, 'header_phone_display', '  ')).toBeUndefined();
    // Checked against the Contact phone being saved with it.
    expect(contentWriteError({ ...stored, contact_phone: '(301) 555-0123' }, 'header_phone_display', '301.555.0123')).toBeUndefined();
  });

  it('never refuses a new Contact phone or e-mail because of the top-bar format, and keeps the field rules', () => {
    expect(contentWriteError(stored, 'contact_phone', '(301) 555-0123')).toBeUndefined();
    expect(contentWriteError(stored, 'contact_email', 'dana@example.com')).toBeUndefined();
    expect(contentWriteError(stored, 'contact_phone', '(301) 555-0123 ext')).toBe(contentValueError('contact_phone', '(301) 555-0123 ext'));
  });
});
