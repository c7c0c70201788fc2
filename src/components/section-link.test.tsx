// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PublicLayout } from '../routes/public/layout';
import { renderWithProviders } from '../test/render-with-providers';

const scrollIntoView = vi.fn();
beforeEach(() => {
  scrollIntoView.mockReset();
  Element.prototype.scrollIntoView = scrollIntoView;
  window.scrollTo = vi.fn() as never;
});

function Where() {
  const { pathname, hash } = useLocation();
  return <p data-testid="where">{`${pathname}${hash}`}</p>;
}

const site = (
  <Routes>
    <Route element={<PublicLayout />}>
      <Route index element={<Where />} />
      <Route
        path="contact"
        element={
          <>
            <section id="contact">Contact form here</section>
            <Where />
          </>
        }
      />
      <Route path="buyer-services" element={<Where />} />
    </Route>
  </Routes>
);

describe('the Contact navigation item', () => {
  it('on /contact moves to the form on that page instead of leaving it', async () => {
    const user = userEvent.setup();
    renderWithProviders(site, { route: '/contact', api: { siteContent: {} } });
    const contact = within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Contact' });
    expect(contact).toHaveAttribute('href', '/contact#contact');
    await user.click(contact);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('contact'));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/contact#contact$/);
  });

  it('moves the keyboard focus into the section it scrolled to (the next Tab goes on from there)', async () => {
    const user = userEvent.setup();
    renderWithProviders(site, { route: '/contact', api: { siteContent: {} } });
    const contact = within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Contact' });
    contact.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(document.getElementById('contact')));
  });

  it('elsewhere still goes to the home page section', () => {
    renderWithProviders(site, { route: '/buyer-services', api: { siteContent: {} } });
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/#contact');
  });
});
