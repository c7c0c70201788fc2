// Data version 13: the seeded texts no longer type the agent's title or licence states again.
//
// The about paragraph said "As an Associate Broker" and the licence statement "licensed in
// Maryland and Virginia", so an agent who changed the title or the licence lines was left with
// the site stating two titles and two sets of states. The paragraph now names the title through
// {title}, and the licence statement leaves the states to the licence lines. A text still exactly
// as seeded takes the new wording; a text the agent has written is theirs and stays as it is.
import { reseedTexts, type ReseededTexts } from './reseed-texts';
import type { Migration, RawDb } from './types';

export const RESEEDED_TEXTS: ReseededTexts = {
  about_intro_p1: [
    'I have spent my career helping families, first-time buyers and investors buy and sell homes across Central Maryland, Washington DC and Northern Virginia. As an Associate Broker, I bring the judgement that only comes from hundreds of negotiations, inspections and closings.',
    'I have spent my career helping families, first-time buyers and investors buy and sell homes across Central Maryland, Washington DC and Northern Virginia. As {title} with {brokerage}, I bring the judgement that only comes from hundreds of negotiations, inspections and closings.',
  ],
  footer_license_info: ['{title} licensed in Maryland and Virginia', 'Licensed {title}'],
};

export const migration: Migration = {
  to: 13,
  name: 'seeded texts name the title and licences once',
  up: (data: RawDb): RawDb => reseedTexts(data, RESEEDED_TEXTS),
};
