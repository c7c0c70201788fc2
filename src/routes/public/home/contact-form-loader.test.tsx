// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { LazyContactForm } from './contact-form-loader';

afterEach(() => vi.restoreAllMocks());

const send = () => screen.getByRole('button', { name: 'Send Message' });

describe('LazyContactForm', () => {
  it('hands what was typed into the placeholder to the live form, timed from the page start', async () => {
    const create = vi.fn(() => ({ id: 'm1', createdAt: new Date().toISOString() }));
    // The page started loading a minute ago.
    vi.spyOn(performance, 'timeOrigin', 'get').mockReturnValue(Date.now() - 60_000);
    renderWithProviders(<LazyContactForm />, { api: { siteContent: {}, procedures: { 'contactMessages.create': create } } });
    expect(send()).toBeDisabled();
    expect(screen.getByText('All fields are required.')).toBeInTheDocument();
    // As a visitor on a slow connection: everything typed into the server's form before its code ran.
    screen.getByLabelText<HTMLInputElement>('Full Name').value = 'Dana Buyer';
    screen.getByLabelText<HTMLInputElement>('Email').value = 'dana@example.com';
    screen.getByLabelText<HTMLInputElement>('Phone').value = '410-555-0100';
    screen.getByLabelText<HTMLSelectElement>('Subject').value = 'selling';
    screen.getByLabelText<HTMLTextAreaElement>('Message').value = 'We plan to sell in spring.';
    screen.getByRole<HTMLInputElement>('checkbox').checked = true;

    await waitFor(() => expect(send()).toBeEnabled(), { timeout: 5_000 });
    expect(screen.getByLabelText('Full Name')).toHaveValue('Dana Buyer');
    await userEvent.setup().click(send());
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    const sent = (create.mock.calls[0] as unknown[])[0] as Record<string, unknown>;
    expect(sent).toMatchObject({ name: 'Dana Buyer', subject: 'selling', message: 'We plan to sell in spring.' });
    // Sent at once after the live form took over, but the visitor had been typing since the page
    // appeared: not "too fast" (3 s), so not filed as spam.
    expect(sent.fillTimeMs).toBeGreaterThanOrEqual(60_000);
  });
});
