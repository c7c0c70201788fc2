import { describe, expect, it } from 'vitest';
import { ratingSummary } from './rating-summary';

describe('rating summary', () => {
  const reviews = [{ rating: 5 }, { rating: 4.5 }, { rating: 5 }];
  it('is computed from the stored testimonials', () => {
    expect(ratingSummary(reviews, '', '')).toEqual({ rating: 4.8, text: '4.8 rating | 3 reviews', source: 'computed' });
    expect(ratingSummary([{ rating: 5 }], '', '')?.text).toBe('5.0 rating | 1 review');
    expect(ratingSummary([], '', '')).toBeNull();
  });
  it('uses the stated external figures only with a source link', () => {
    expect(ratingSummary(reviews, '4.9 rating | 87 reviews', 'https://www.zillow.com/profile/angela')).toMatchObject({
      rating: 4.9,
      text: '4.9 rating | 87 reviews',
      source: 'stated',
    });
    expect(ratingSummary(reviews, '4.9 rating | 87 reviews', '')?.source).toBe('computed');
    expect(ratingSummary(reviews, '4.9 rating | 87 reviews', 'javascript:alert(1)')?.source).toBe('computed');
  });
});
