// @vitest-environment jsdom
// Facts not every agent has (a second licence, the brokerage office phone, the office address, an
// association membership): cleared in the panel, an open page drops them at its next poll, and
// shows nothing in their place (the server's render: server/ssr/optional-facts.test.ts).
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { contentDefaults } from '../../../domain/site-content';
import { clearedOptionalFacts } from '../../../test-support/site-content';
import { renderWithProviders } from '../../test/render-with-providers';
import { BrokerageLine } from '../../components/brokerage-line';
import { AboutSection } from './home/about-section';
import { ContactSection } from './home/contact-section';
import { PublicLayout } from './layout';
import { TermsPage } from './pages/terms';
import { ThanksPage } from './pages/thanks';

const cleared = clearedOptionalFacts;

/** The seed agent's own facts, which must not come back under another agent's name. */
const seedFacts = [
  contentDefaults.license_2!,
  '0225261473',
  contentDefaults.brokerage_phone!,
  'Waterloo Road',
  'Columbia, MD',
  'Maryland REALTORS',
  'Suite 140',
];

const pageBody = (
  <>
    <AboutSection />
    <ContactSection />
    <BrokerageLine link />
  </>
);

const pages = {
  home: (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route index element={pageBody} />
      </Route>
    </Routes>
  ),
  terms: <TermsPage />,
  thanks: <ThanksPage redirect={() => {}} />,
};

function expectNothingLeft(page: HTMLElement) {
  const text = page.textContent ?? '';
  for (const fact of seedFacts) expect(text).not.toContain(fact);
  // No separator or label left standing for a fact that is gone.
  expect(text).not.toMatch(/·\s*(Office|$)/);
  expect(text).not.toMatch(/TH777\s*·/);
  expect(text).not.toMatch(/Realty,\s*\./);
  expect(text).not.toContain('Office');
  for (const a of Array.from(page.querySelectorAll('a[href^="tel:"]'))) expect(a.getAttribute('href')).not.toMatch(/^tel:\+?$|4105550100/);
  // No line break left at the end of a block where a second licence line was.
  for (const p of Array.from(page.querySelectorAll('p'))) expect(p.innerHTML).not.toMatch(/<br[^>]*>\s*$/);
  for (const address of Array.from(page.querySelectorAll('address'))) expect(address.textContent?.trim()).not.toBe('');
  for (const span of Array.from(page.querySelectorAll('.lg-address > span'))) expect(span.textContent?.trim()).not.toBe('');
  expect(text).toContain('Nevada License #TH777');
}

describe('optional facts the agent cleared', () => {
  it.each(Object.keys(pages) as (keyof typeof pages)[])('%s: an open page drops them when the agent clears them', async (name) => {
    const stated = {
      ...cleared,
      license_2: 'Idaho License #XO666',
      brokerage_phone: '(208) 555-0142',
      office_address: '9 Main St\nBoise, ID 83702',
      footer_associations: 'Member, Idaho REALTORS®',
    };
    let answer: Record<string, string> = stated;
    renderWithProviders(pages[name], { api: { siteContent: () => answer } });
    expect((await screen.findAllByText(/Idaho License #XO666/, {}, { timeout: 5000 })).length).toBeGreaterThan(0);
    if (name === 'home') {
      // The footer's code loads after the first render (it is below the fold).
      await screen.findByRole('contentinfo', {}, { timeout: 5000 });
      expect(screen.getByRole('link', { name: '(208) 555-0142' })).toHaveAttribute('href', 'tel:+12085550142');
      expect(screen.getByText('Member, Idaho REALTORS®')).toBeInTheDocument();
    }

    answer = cleared;
    await waitFor(() => expect(document.body.textContent).not.toContain('Idaho'), { timeout: 5000 });
    expectNothingLeft(document.body);
    if (name === 'home') expect(document.body.textContent).toContain('Quartzline Realty. Each office independently owned and operated.');
    // The licence lines say where the agent is licensed; the terms do not name other states.
    if (name === 'terms') expect(document.body.textContent).toContain('The law of each state where we are licensed requires us to give you written disclosures');
    expect(document.body.textContent).not.toMatch(/Maryland and Virginia law/);
  });
});
