// Data version 9: the built-in texts no longer repeat the years of experience.
//
// The years are a statistic the agent edits in one place (Sold Properties, Statistics), shown by
// the about and results sections. Three seeded texts said "16 years" as well, so a changed figure
// left them saying another number. A text still exactly as seeded takes the new seeded wording;
// a text the agent has written is theirs and stays as it is.
import { reseedTexts, type ReseededTexts } from './reseed-texts';
import type { Migration, RawDb } from './types';

export const RESEEDED_TEXTS: ReseededTexts = {
  hero_subtitle: [
    'Over 16 years helping buyers, sellers and investors across the DMV move with confidence: sharp pricing, tough negotiation and a calm hand from first showing to closing day.',
    'Helping buyers, sellers and investors across the DMV move with confidence: sharp pricing, tough negotiation and a calm hand from first showing to closing day.',
  ],
  about_intro_p1: [
    'I have spent more than 16 years helping families, first-time buyers and investors buy and sell homes across Central Maryland, Washington DC and Northern Virginia. As an Associate Broker, I bring the judgement that only comes from hundreds of negotiations, inspections and closings.',
    'I have spent my career helping families, first-time buyers and investors buy and sell homes across Central Maryland, Washington DC and Northern Virginia. As an Associate Broker, I bring the judgement that only comes from hundreds of negotiations, inspections and closings.',
  ],
  footer_company_description: [
    'Full-service real estate for buyers, sellers and investors in Central Maryland, Washington DC and Northern Virginia, backed by more than 16 years of local experience.',
    'Full-service real estate for buyers, sellers and investors in Central Maryland, Washington DC and Northern Virginia, backed by years of local experience.',
  ],
};

export const migration: Migration = {
  to: 9,
  name: 'seeded texts without the years of experience',
  up: (data: RawDb): RawDb => reseedTexts(data, RESEEDED_TEXTS),
};
