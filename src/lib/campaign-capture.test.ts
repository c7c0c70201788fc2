// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { captureCampaign } from './campaign-capture';
import { storedCampaign } from './lead-source';

afterEach(() => sessionStorage.clear());

describe('captureCampaign (run by the entry script on the landing page, before hydration)', () => {
  it('keeps the campaign a visit arrived with, trimmed and capped, for the lead forms', () => {
    captureCampaign(`?utm_source=%20newsletter%20&utm_medium=email&utm_campaign=${'x'.repeat(150)}&other=1`);
    expect(storedCampaign()).toEqual({ utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'x'.repeat(100) });
  });

  it('keeps the earlier campaign when a later page has none, and takes a later campaign link', () => {
    captureCampaign('?utm_source=facebook');
    captureCampaign('?sort=price-asc');
    captureCampaign('');
    expect(storedCampaign()).toEqual({ utmSource: 'facebook' });
    captureCampaign('?utm_source=zillow&utm_campaign=spring');
    expect(storedCampaign()).toEqual({ utmSource: 'zillow', utmCampaign: 'spring' });
  });
});
