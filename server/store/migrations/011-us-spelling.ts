// Data version 11: the seeded texts spell "neighborhood" the American way, as the rest of the site does.
// A text still exactly as seeded takes the new spelling; a text the agent has written stays as it is.
import { reseedTexts, type ReseededTexts } from './reseed-texts';
import type { Migration, RawDb } from './types';

const BEFORE = {
  results_neighborhoods_description: 'Neighbourhoods served across Baltimore and Howard counties, DC and Northern Virginia',
  buyer_services_intro_p1:
    'Buying a home in Central Maryland, Washington DC or Northern Virginia means moving quickly in competitive neighbourhoods while keeping a clear head about price, inspections and financing. I help you do both.',
  valuation_intro_text:
    'Online estimates miss what makes your home special. I prepare a personal valuation using recent sales in your neighbourhood, current buyer demand and the features and upgrades that set your property apart, and send it to you {response_time}.',
};

export const RESPELLED_TEXTS: ReseededTexts = Object.fromEntries(
  Object.entries(BEFORE).map(([key, text]) => [key, [text, text.replace(/eighbour/g, 'eighbor')] as const]),
);

export const migration: Migration = {
  to: 11,
  name: 'seeded texts in American spelling',
  up: (data: RawDb): RawDb => reseedTexts(data, RESPELLED_TEXTS),
};
