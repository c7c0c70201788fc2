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

  it('keeps the focus and the caret in the field the visitor was typing in when the live form takes over', async () => {
    renderWithProviders(<LazyContactForm />, { api: { siteContent: {}, procedures: {} } });
    const placeholderName = screen.getByLabelText<HTMLInputElement>('Full Name');
    placeholderName.focus();
    placeholderName.value = 'Dana Buy';
    placeholderName.setSelectionRange(4, 4);

    await waitFor(() => expect(send()).toBeEnabled(), { timeout: 5_000 });
    const liveName = screen.getByLabelText<HTMLInputElement>('Full Name');
    // The live form's own field, not the placeholder's, holds the focus and the caret.
    expect(liveName).not.toBe(placeholderName);
    expect(liveName).toHaveFocus();
    expect(liveName).toHaveValue('Dana Buy');
    expect([liveName.selectionStart, liveName.selectionEnd]).toEqual([4, 4]);
    // The next keys land in it.
    await userEvent.setup().keyboard('er');
    expect(liveName).toHaveValue('Danaer Buy');
  });
});
