// @vitest-environment jsdom
// Links rendered from stored site content: a value that is not a safe web address (written before
// links were checked, or typed into a seed file) renders no href at all; blank hides the link.
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { ContactSection } from './home/contact-section';
import { ReviewsProfileLink } from './home/reviews-section';
import { PublicLayout } from './layout';

const hostile = ['javascript:alert(document.cookie)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,x', '//evil.example.com'];

const layout = (
  <Routes>
    <Route element={<PublicLayout />}>
      <Route index element={<p>Home</p>} />
    </Route>
  </Routes>
);

function expectNoDangerousHref() {
  for (const a of Array.from(document.querySelectorAll('[href]'))) {
    const href = a.getAttribute('href') ?? '';
    expect(href, href).not.toMatch(/^\s*(javascript|data|vbscript):|^\/\/|[\t\n]/i);
  }
}

describe('links from stored data', () => {
  it.each(hostile)('social profiles: %j renders no link', async (bad) => {
    renderWithProviders(layout, { api: { siteContent: { social_facebook: bad, social_instagram: bad, social_linkedin: 'https://www.linkedin.com/in/agent' } } });
    expect((await screen.findAllByRole('link', { name: /LinkedIn/ }, { timeout: 5000 }))[0]).toHaveAttribute('href', 'https://www.linkedin.com/in/agent');
    expect(screen.queryByRole('link', { name: /Facebook/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Instagram/ })).not.toBeInTheDocument();
    expectNoDangerousHref();
  });

  it('placeholders are gone: with nothing stored no social icon is shown', async () => {
    renderWithProviders(layout, { api: { siteContent: {} } });
    await screen.findAllByRole('link', { name: /Free Consultation/ });
    expect(screen.queryByRole('link', { name: /Facebook|Instagram|LinkedIn/ })).not.toBeInTheDocument();
  });

  it.each(hostile)('reviews link: %j renders no href', (bad) => {
    const { container } = renderWithProviders(<ReviewsProfileLink href={bad} text="Read more reviews" />);
    expect(container.querySelector('[href]')).toBeNull();
    expect(screen.queryByText('Read more reviews')).not.toBeInTheDocument();
  });

  it('reviews link: a real profile renders, blank hides it', () => {
    renderWithProviders(<ReviewsProfileLink href="https://www.zillow.com/profile/angela" text="Read more reviews" />);
    expect(screen.getByRole('link', { name: /Read more reviews/ })).toHaveAttribute('href', 'https://www.zillow.com/profile/angela');
    const blank = renderWithProviders(<ReviewsProfileLink href="" text="Other text" />);
    expect(blank.container.querySelector('a')).toBeNull();
  });

  it.each(hostile)('website: %j renders no href', async (bad) => {
    renderWithProviders(<ContactSection />, { api: { siteContent: { contact_website: bad, contact_website_label: 'Our website', contact_title: 'Stored content loaded' } } });
    await screen.findByText('Stored content loaded');
    expect(screen.queryByText('Our website')).not.toBeInTheDocument();
    expectNoDangerousHref();
  });

  it('website: a real address links and reads without its scheme', async () => {
    renderWithProviders(<ContactSection />, { api: { siteContent: { contact_website: 'https://www.whitfieldhomegroup.com/' } } });
    expect(await screen.findByRole('link', { name: /www\.whitfieldhomegroup\.com/ })).toHaveAttribute('href', 'https://www.whitfieldhomegroup.com/');
  });
});
