// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { HomeValuationPage } from './home-valuation';

afterEach(() => {
  vi.doUnmock('./valuation-form');
  vi.restoreAllMocks();
});

/** The next `failures` requests for the form's chunk fail, as a dropped request or a deploy's 404 does. */
function chunkFails(failures: number) {
  vi.doMock('./valuation-form', async (importOriginal) => {
    if (failures-- > 0) throw new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/valuation-form-083L71gc.js');
    return importOriginal();
  });
}

const renderPage = () => renderWithProviders(<HomeValuationPage />, { route: '/home-valuation', api: { siteContent: {} } });
const card = () => document.getElementById('request-valuation')!;

describe('HomeValuationPage, the form card', () => {
  it('says in words that the form is loading while its code is on its way, then shows the form', async () => {
    renderPage();
    // Visible, not only to screen readers.
    expect(within(card()).getByRole('status')).toHaveTextContent('Loading the valuation form…');
    expect(within(card()).getByText('Loading the valuation form…')).not.toHaveClass('vf-visually-hidden');
    expect(await within(card()).findByRole('button', { name: 'Get My Free Valuation' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(within(card()).queryByRole('status')).not.toBeInTheDocument();
  });

  it('when the form cannot be loaded, keeps the page and says so in the card with the phone, and "Try again" brings the form', async () => {
    chunkFails(1);
    renderPage();
    const alert = await within(card()).findByRole('alert');
    expect(alert).toHaveTextContent(/^The form could not be loaded\. Check your connection and try again, or call \(410\) 555-0187 or e-mail \S+@\S+\./);
    expect(within(alert).getByRole('link', { name: '(410) 555-0187' })).toHaveAttribute('href', 'tel:+14105550187');
    // The rest of the page is still there.
    expect(screen.getByRole('heading', { name: 'Request Your Free Valuation' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Why Request a Valuation?' })).toBeInTheDocument();

    await userEvent.setup().click(within(card()).getByRole('button', { name: 'Try again' }));
    expect(await within(card()).findByRole('button', { name: 'Get My Free Valuation' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(within(card()).queryByRole('alert')).not.toBeInTheDocument();
    // The focus is not dropped to the page with the button that held it.
    await waitFor(() => expect(within(card()).getByLabelText(/^Full Name/)).toHaveFocus());
  });

  it('keeps the message and "Try again" while the form keeps failing to load', async () => {
    chunkFails(Infinity);
    renderPage();
    await userEvent.setup().click(await within(card()).findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(card()).getByRole('button', { name: 'Try again' })).toBeInTheDocument());
    expect(within(card()).getByRole('alert')).toHaveTextContent('The form could not be loaded.');
  });
});
