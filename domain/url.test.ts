import { describe, expect, it } from 'vitest';
import { listingFactsInputShape } from './listing-facts';
import { testimonialSourceShape } from './testimonial-source';
import { imageUrl, isSafeHref, optionalLink, safeHref, webUrl } from './url';

// An https-only link as the listing's virtual tour and video use it.
const httpsLink = (label: string) => optionalLink(label, 'https', null);

// Values no link field may ever hold, whatever its kind.
const hostile: [string, string][] = [
  ['javascript scheme', 'javascript:alert(document.cookie)'],
  ['mixed-case javascript', 'JaVaScRiPt:alert(1)'],
  ['upper-case javascript', 'JAVASCRIPT:alert(1)'],
  ['javascript with leading space', ' javascript:alert(1)'],
  ['javascript with leading tab', '\tjavascript:alert(1)'],
  ['javascript with leading control char', '\u0001javascript:alert(1)'],
  ['tab inside the scheme', 'java\tscript:alert(1)'],
  ['newline inside the scheme', 'java\nscript:alert(1)'],
  ['carriage return inside the scheme', 'java\rscript:alert(1)'],
  ['NUL inside the scheme', 'java\u0000script:alert(1)'],
  ['entity-looking scheme', 'javascript&colon;alert(1)'],
  ['data URL', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
  ['data image', 'data:image/svg+xml,<svg onload=alert(1)>'],
  ['vbscript', 'vbscript:msgbox(1)'],
  ['file URL', 'file:///etc/passwd'],
  ['ftp URL', 'ftp://example.com/file'],
  ['protocol-relative', '//evil.example.com/x'],
  ['backslash protocol-relative', '/\\evil.example.com'],
  ['double backslash', '\\\\evil.example.com'],
  ['zero-width space in scheme', 'java\u200bscript:alert(1)'],
  ['zero-width joiner before https', '\u200dhttps://example.com'],
  ['byte-order mark before javascript', '\ufeffjavascript:alert(1)'],
  ['right-to-left override', 'https://example.com/\u202egpj.exe'],
  ['full-width javascript', 'ｊａｖａｓｃｒｉｐｔ:alert(1)'],
  ['Cyrillic look-alike host', 'https://exаmple.com'],
  ['no-break space inside', 'https://example.com/\u00a0x'],
  ['credentials in host', 'https://example.com@evil.com/'],
  ['https without host', 'https://'],
  ['https colon only', 'https:example.com'],
  ['one slash', 'https:/example.com'],
  ['bare host', 'www.example.com'],
  ['plain text', 'not a link'],
  ['mailto in a web field', 'mailto:a@example.com'],
  ['tel in a web field', 'tel:+14105550187'],
  ['empty', ''],
  ['very long', `https://example.com/${'a'.repeat(2100)}`],
];

describe('link schemas refuse hostile input', () => {
  it.each(hostile)('%s', (_name, value) => {
    // Blank is no link at all for an optional one (see "optional record fields").
    if (value !== '') expect(httpsLink('Website').safeParse(value).success).toBe(false);
    expect(webUrl('Website').safeParse(value).success).toBe(false);
    expect(imageUrl('Image URL').safeParse(value).success).toBe(false);
    expect(safeHref(value, ['https', 'web', 'image', 'page'])).toBeUndefined();
  });
});

describe('safeHref drops anything dangerous, exactly as stored', () => {
  it.each(hostile.filter(([name]) => !name.startsWith('mailto') && !name.startsWith('tel')))('%s', (_name, value) => {
    expect(safeHref(value)).toBeUndefined();
    expect(isSafeHref(value)).toBe(false);
  });

  it('keeps web, site, mail and phone links', () => {
    for (const v of [
      'https://www.zillow.com/profile/angela',
      'http://old-site.example.com',
      '/contact',
      '/uploads/a.jpg',
      'mailto:angela@example.com',
      'tel:+14105550187',
    ]) {
      expect(safeHref(v)).toBe(v);
    }
  });

  it('refuses blank and non-strings', () => {
    expect(safeHref('')).toBeUndefined();
    expect(safeHref(null)).toBeUndefined();
    expect(safeHref(undefined)).toBeUndefined();
    expect(isSafeHref(42)).toBe(false);
  });

  it('limits to the kinds asked for', () => {
    expect(safeHref('/contact', ['https'])).toBeUndefined();
    expect(safeHref('http://example.com', ['https'])).toBeUndefined();
    expect(safeHref('https://example.com', ['https'])).toBe('https://example.com');
  });
});

describe('valid input', () => {
  const valid: [string, string, { https: boolean; web: boolean; image: boolean }][] = [
    ['https profile', 'https://www.zillow.com/profile/angela-whitfield', { https: true, web: true, image: true }],
    ['https with query and hash', 'https://example.com/a?b=1&c=%20#top', { https: true, web: true, image: true }],
    ['http site without TLS', 'http://old-site.example.com/', { https: false, web: true, image: false }],
    ['site-relative image', '/uploads/2f1c.jpg', { https: false, web: false, image: true }],
    ['localhost', 'https://localhost:5173/x', { https: true, web: true, image: true }],
  ];
  it.each(valid)('%s', (_name, value, ok) => {
    expect(httpsLink('Website').safeParse(value).success).toBe(ok.https);
    expect(webUrl('Website').safeParse(value).success).toBe(ok.web);
    expect(imageUrl('Image URL').safeParse(value).success).toBe(ok.image);
  });

  it('trims surrounding spaces of a real address before storing it', () => {
    expect(httpsLink('Website').parse('  https://example.com/  ')).toBe('https://example.com/');
    expect(httpsLink('Website').parse('\ufeffhttps://example.com')).toBe('https://example.com');
  });

  it('never renders an untrimmed stored value', () => {
    expect(safeHref(' https://example.com')).toBeUndefined();
    expect(safeHref('\ufeffhttps://example.com')).toBeUndefined();
  });
});

describe('messages name the field', () => {
  it('https', () => {
    const r = httpsLink('Website').safeParse('javascript:alert(1)');
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('Website must be a web address starting with https://');
  });
  it('image', () => {
    expect(imageUrl('Image URL').safeParse('data:image/png;base64,AA').error?.issues[0]?.message).toMatch(/^Image URL must be/);
  });
  it('a site path that climbs out of its folder', () => {
    for (const value of ['/uploads/../../x', '/uploads/%2E%2E/data/db.json', '/./contact', '/uploads/..']) {
      expect(imageUrl('Image URL').safeParse(value).error?.issues[0]?.message, value).toMatch(/^Image URL must be/);
    }
    for (const value of ['/uploads/photo..jpg', '/uploads/.well-known-photo.jpg', '/images/a.b/c.jpg']) {
      expect(imageUrl('Image URL').parse(value), value).toBe(value);
    }
  });
  it('required', () => {
    expect(imageUrl('Photo').safeParse('').error?.issues[0]?.message).toBe('Photo is required');
  });
});

describe('optional record fields', () => {
  const tour = listingFactsInputShape.virtualTourUrl;
  const review = testimonialSourceShape.sourceUrl;
  const messages = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues.map((i) => i.message);

  it("a listing's tour or video: blank or null means no link (null), http is refused", () => {
    for (const blank of ['', '   ', null]) expect(tour.parse(blank)).toBeNull();
    expect(tour.parse(undefined)).toBeUndefined();
    expect(tour.parse(' https://my.matterport.com/show/?m=abc ')).toBe('https://my.matterport.com/show/?m=abc');
    expect(messages(tour.safeParse('http://tours.example.com/1'))).toEqual([
      'Virtual tour URL (virtualTourUrl) must be a web address starting with https://',
    ]);
  });

  it("a review's link: blank means none (left out), http is taken, null is not text", () => {
    for (const blank of ['', '   ', undefined]) expect(review.parse(blank)).toBeUndefined();
    expect(review.parse(' http://old-site.example.com/review ')).toBe('http://old-site.example.com/review');
    expect(messages(review.safeParse(null))).toEqual(['Review link must be text']);
    expect(messages(review.safeParse(42))).toEqual(['Review link must be text']);
    expect(messages(review.safeParse('javascript:alert(1)'))).toEqual(['Review link must be a web address starting with https:// (or http://)']);
  });

  it('an over-long link gets one message, its length, on either record', () => {
    const long = `https://example.com/${'a'.repeat(2000)}`;
    expect(messages(tour.safeParse(long))).toEqual(['Virtual tour URL (virtualTourUrl) must be at most 2000 characters']);
    expect(messages(review.safeParse(long))).toEqual(['Review link must be at most 2000 characters']);
  });
});
