// Rating options and the fixed public sub-ratings (no zod: the reviews carousel uses them).
export const ratingOptions = ['5.0', '4.5', '4.0', '3.5', '3.0'] as const;
export const DEFAULT_RATING = '5.0';

/** The four sub-ratings are fixed at 5 on the public side (docs/product.md, "Sold track record and reviews"). */
export const subRatings = ['Local knowledge', 'Process expertise', 'Responsiveness', 'Negotiation skills'] as const;

/** Where a review was first published; shown with the review. */
export const testimonialSources = ['Zillow', 'Google', 'Realtor.com', 'direct'] as const;
export type TestimonialSource = (typeof testimonialSources)[number];
export const testimonialSourceLabels: Record<TestimonialSource, string> = {
  Zillow: 'Zillow',
  Google: 'Google',
  'Realtor.com': 'Realtor.com',
  direct: 'Sent directly',
};
