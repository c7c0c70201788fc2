// Rating options and the fixed public sub-ratings (no zod: the reviews carousel uses them).
export const ratingOptions = ['5.0', '4.5', '4.0', '3.5', '3.0'] as const;
export const DEFAULT_RATING = '5.0';

/** The four sub-ratings are fixed at 5 on the public side (SPEC section 3). */
export const subRatings = ['Local knowledge', 'Process expertise', 'Responsiveness', 'Negotiation skills'] as const;
