// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { fieldValues, fillEveryField, visitorFields } from '../../../test/form-fields';
import { LazyContactForm } from './contact-form-loader';

afterEach(() => {
  vi.doUnmock('./contact-form');
  vi.restoreAllMocks();
});

const send = () => screen.getByRole('button', { name: 'Send Message' });
const contactForm = () => screen.getByRole('form', { name: 'Contact form' });

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

  it('shows the same fields in the placeholder as in the live form that replaces it', async () => {
    renderWithProviders(<LazyContactForm />, { api: { siteContent: {}, procedures: {} } });
    expect(send()).toBeDisabled();
    const placeholder = contactForm();
    const placeholderFields = visitorFields(placeholder);
    expect(placeholderFields).not.toEqual([]);

    await waitFor(() => expect(send()).toBeEnabled(), { timeout: 5_000 });
    expect(contactForm()).not.toBe(placeholder);
    expect(visitorFields(contactForm())).toEqual(placeholderFields);
  });

  it('hands every field typed into the placeholder, the hidden anti-spam one too, to the live form', async () => {
    renderWithProviders(<LazyContactForm />, { api: { siteContent: {}, procedures: {} } });
    const placeholder = contactForm();
    fillEveryField(placeholder);
    const typed = fieldValues(placeholder);

    await waitFor(() => expect(send()).toBeEnabled(), { timeout: 5_000 });
    expect(contactForm()).not.toBe(placeholder);
    expect(fieldValues(contactForm())).toEqual(typed);
  });

  it('sends what a bot put in the placeholder\'s hidden field, so its message still goes to the Spam folder', async () => {
    const create = vi.fn(() => ({ id: 'm1', createdAt: new Date().toISOString() }));
    renderWithProviders(<LazyContactForm />, { api: { siteContent: {}, procedures: { 'contactMessages.create': create } } });
    // A bot fills in every field the server's HTML has, the one people never see included.
    screen.getByLabelText<HTMLInputElement>('Full Name').value = 'Bot';
    screen.getByLabelText<HTMLInputElement>('Email').value = 'bot@example.com';
    screen.getByLabelText<HTMLInputElement>('Phone').value = '410-555-0100';
    screen.getByLabelText<HTMLSelectElement>('Subject').value = 'selling';
    screen.getByLabelText<HTMLTextAreaElement>('Message').value = 'Cheap pills.';
    screen.getByRole<HTMLInputElement>('checkbox').checked = true;
    screen.getByLabelText<HTMLInputElement>('Website').value = 'https://pills.example';

    await waitFor(() => expect(send()).toBeEnabled(), { timeout: 5_000 });
    await userEvent.setup().click(send());
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect((create.mock.calls[0] as unknown[])[0]).toMatchObject({ name: 'Bot', website: 'https://pills.example' });
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

describe('LazyContactForm when the live form cannot be loaded', () => {
  /** The next `failures` requests for the live form's chunk fail, as a dropped request or a deploy's 404 does. */
  function chunkFails(failures: number) {
    vi.doMock('./contact-form', async (importOriginal) => {
      if (failures-- > 0) throw new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/contact-form-CxcVN_po.js');
      return importOriginal();
    });
  }

  it('says so with the phone and e-mail in place of the send button, keeps the fields and what was typed, and "Try again" brings the live form', async () => {
    chunkFails(1);
    const create = vi.fn(() => ({ id: 'm1', createdAt: new Date().toISOString() }));
    renderWithProviders(<LazyContactForm />, { api: { siteContent: {}, procedures: { 'contactMessages.create': create } } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^The form could not be loaded\. Check your connection and try again, or call \(410\) 555-0187 or e-mail \S+@\S+\./);
    expect(screen.getByRole('link', { name: '(410) 555-0187' })).toHaveAttribute('href', 'tel:+14105550187');
    // No button that looks as if it sends but never can.
    expect(screen.queryByRole('button', { name: 'Send Message' })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Full Name'), 'Dana Buyer');
    await user.type(screen.getByLabelText('Message'), 'We plan to sell in spring.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    await waitFor(() => expect(send()).toBeEnabled(), { timeout: 5_000 });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toHaveValue('Dana Buyer');
    expect(screen.getByLabelText('Message')).toHaveValue('We plan to sell in spring.');
    // The focus moves on to the button that now sends, not to the page.
    expect(send()).toHaveFocus();
  });

  it('keeps the message and "Try again" when the second attempt fails too', async () => {
    chunkFails(2);
    renderWithProviders(<LazyContactForm />, { api: { siteContent: {}, procedures: {} } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument());
    expect(screen.getByRole('alert')).toHaveTextContent('The form could not be loaded.');
    expect(screen.queryByRole('button', { name: 'Send Message' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(send()).toBeEnabled(), { timeout: 5_000 });
  });
});
