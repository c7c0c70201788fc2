// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { PublicLayout } from './layout';

const scrollIntoView = vi.fn();
beforeEach(() => {
  scrollIntoView.mockReset();
  Element.prototype.scrollIntoView = scrollIntoView;
  window.scrollTo = vi.fn() as never;
});

const site = (
  <Routes>
    <Route element={<PublicLayout />}>
      <Route index element={<section id="listings">Listings section</section>} />
      <Route path="buyer-services" element={<h1>Buyer Services</h1>} />
    </Route>
  </Routes>
);

describe('PublicLayout', () => {
  it('has a skip link, the main navigation in order and a consultation button', () => {
    renderWithProviders(site, { api: { siteContent: {} } });
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual(['Home', 'For Sale', 'Sold', 'Reviews', 'About', 'Results', 'Contact']);
    expect(within(nav).getByRole('link', { name: 'Sold' })).toHaveAttribute('href', '/#sold');
    expect(screen.getAllByRole('link', { name: 'Free Consultation' })[0]).toHaveAttribute('href', '/#contact');
  });

  it('scrolls to the section on the home page instead of navigating', async () => {
    const user = userEvent.setup();
    renderWithProviders(site, { api: { siteContent: {} } });
    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'For Sale' }));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('listings'));
  });

  it('goes to /#section from another page', async () => {
    const user = userEvent.setup();
    renderWithProviders(site, { route: '/buyer-services', api: { siteContent: {} } });
    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Reviews' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/#reviews');
    expect(screen.getByText('Listings section')).toBeInTheDocument();
  });

  it('opens the mobile menu with the toggle and closes it when a link is chosen', async () => {
    const user = userEvent.setup();
    renderWithProviders(site, { route: '/buyer-services', api: { siteContent: {} } });
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    await user.click(within(menu).getByRole('link', { name: 'About' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/#about');
  });

  it('closes the mobile menu with Escape', async () => {
    const user = userEvent.setup();
    renderWithProviders(site, { api: { siteContent: {} } });
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
  });

  it('closes the mobile menu when the keyboard moves past its last link, so focus never hides behind it', async () => {
    const user = userEvent.setup();
    renderWithProviders(site, { api: { siteContent: {} } });
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    const menu = document.getElementById('mobile-menu')!;
    const links = within(menu).getAllByRole('link');
    links.at(-1)!.focus();
    await user.tab({ shift: true });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    links.at(-1)!.focus();
    await user.tab();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu.contains(document.activeElement)).toBe(false);
    expect(document.activeElement).not.toBe(document.body);
  });

  it('shows the phone, email and social links from site content and hides a blank social link', async () => {
    renderWithProviders(site, {
      api: {
        siteContent: { contact_phone: '(301) 555-0123', social_facebook: '', social_instagram: 'https://www.instagram.com/agent', social_linkedin: 'https://www.linkedin.com/in/agent' },
      },
    });
    expect((await screen.findAllByRole('link', { name: /\(301\) 555-0123/ }, { timeout: 5000 }))[0]).toHaveAttribute('href', 'tel:+13015550123');
    expect(screen.queryByRole('link', { name: /Facebook/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /LinkedIn/ })[0]).toHaveAttribute('href', 'https://www.linkedin.com/in/agent');
    expect(screen.getAllByRole('link', { name: /Instagram/ }).length).toBeGreaterThan(0);
  });

  it('derives the top bar links from the one contact phone and e-mail; a header format only restyles them', async () => {
    renderWithProviders(site, {
      api: { siteContent: { contact_phone: '(301) 555-0123', contact_email: 'dana@example.com', header_phone_display: '301.555.0123', header_email_display: 'Dana@Example.com' } },
    });
    const topbar = await screen.findByRole('list', { name: 'Contact details' });
    expect(await within(topbar).findByRole('link', { name: /301\.555\.0123/ }, { timeout: 5000 })).toHaveAttribute('href', 'tel:+13015550123');
    expect(within(topbar).getByRole('link', { name: /Dana@Example\.com/ })).toHaveAttribute('href', 'mailto:dana@example.com');
  });

  it('shows a contact e-mail that is no address as plain text, never as a mailto: link', async () => {
    renderWithProviders(site, { api: { siteContent: { contact_email: 'XSS</script><script>alert(1)</script>' } } });
    const topbar = await screen.findByRole('list', { name: 'Contact details' });
    await waitFor(() => expect(topbar).toHaveTextContent('XSS</script><script>alert(1)</script>'), { timeout: 5000 });
    const footer = await screen.findByRole('contentinfo', {}, { timeout: 5000 });
    expect(footer).toHaveTextContent('XSS</script><script>alert(1)</script>');
    expect(document.querySelector('a[href^="mailto:"]')).toBeNull();
    expect(screen.queryByRole('link', { name: /XSS/ })).not.toBeInTheDocument();
  });

  it('ignores a header phone that names another number: text and link never disagree', async () => {
    renderWithProviders(site, { api: { siteContent: { contact_phone: '(301) 555-0123', header_phone_display: '(410) 555-9999' } } });
    const topbar = await screen.findByRole('list', { name: 'Contact details' });
    expect(await within(topbar).findByRole('link', { name: /\(301\) 555-0123/ }, { timeout: 5000 })).toHaveAttribute('href', 'tel:+13015550123');
    expect(topbar).not.toHaveTextContent('555-9999');
  });

  it('has a footer with services, licence lines for both jurisdictions, the year and legal links', async () => {
    renderWithProviders(site, { api: { siteContent: {} } });
    // The footer's code loads after the first render (it is below the fold).
    const footer = await screen.findByRole('contentinfo', {}, { timeout: 5000 });
    const services = within(footer).getByRole('navigation', { name: 'Services' });
    expect(within(services).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/buyer-services',
      '/seller-services',
      '/investment-properties',
      '/relocation',
      '/foreclosures',
      '/home-valuation',
    ]);
    expect(footer).toHaveTextContent('Maryland Real Estate Commission License #0654218');
    expect(footer).toHaveTextContent('Virginia Real Estate Board License #0225261473');
    // Each licence line once: the footer's old second copy ("MD #... | VA #...") is gone.
    expect(footer.textContent?.match(/0654218/g)).toHaveLength(1);
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Angela Whitfield, Chesapeake Crown Realty. All rights reserved.`);
    expect(footer).toHaveTextContent('Member, National Association of REALTORS®');
    const legal = within(footer).getByRole('navigation', { name: 'Legal' });
    expect(within(legal).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/privacy-policy', '/terms', '/accessibility']);
    expect(within(footer).getByRole('link', { name: /Text/ })).toHaveAttribute('href', 'sms:+14105550187');
    expect(within(footer).getByRole('link', { name: 'angela@whitfieldhomegroup.com' })).toHaveAttribute('href', 'mailto:angela@whitfieldhomegroup.com');
  });
});
