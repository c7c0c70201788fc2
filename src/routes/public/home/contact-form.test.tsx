// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SITE_CONTENT_QUERY_KEY } from '../../../lib/site-content';
import { ApiError, NETWORK_ERROR, renderWithProviders } from '../../../test/render-with-providers';
import { lazyPages } from '../../../page-modules';
import { ContactForm } from './contact-form';

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Full Name'), 'Dana Buyer');
  await user.type(screen.getByLabelText('Email'), 'dana@example.com');
  await user.type(screen.getByLabelText('Phone'), '410-555-0100');
  await user.selectOptions(screen.getByLabelText('Subject'), 'selling');
  await user.type(screen.getByLabelText('Message'), 'We plan to sell in spring.');
  await user.click(screen.getByRole('checkbox', { name: /I consent to having my information stored/ }));
}

describe('ContactForm', () => {
  it('has the fields, types, subject options and consent described in docs/product.md, all required by the browser', () => {
    renderWithProviders(<ContactForm />, { api: { siteContent: {} } });
    expect(screen.getByLabelText('Full Name')).toBeRequired();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Email')).toBeRequired();
    expect(screen.getByLabelText('Phone')).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText('Phone')).toBeRequired();
    const subject = screen.getByLabelText<HTMLSelectElement>('Subject');
    expect(subject).toBeRequired();
    expect(subject).toHaveValue('');
    const options = Array.from(subject.options);
    expect(options.map((o) => o.value)).toEqual(['', 'buying', 'selling', 'investing', 'consultation', 'other']);
    expect(options[0]).toHaveTextContent('Select an option');
    expect(options[0]).toBeDisabled();
    expect(screen.getByLabelText('Message')).toHaveAttribute('rows', '4');
    expect(screen.getByLabelText('Message')).toBeRequired();
    expect(
      screen.getByRole('checkbox', { name: 'I consent to having my information stored and used to contact me about my real estate needs.' }),
    ).toBeRequired();
    // Sighted visitors are told too, not only screen readers through the required attribute.
    expect(screen.getByText('All fields are required.')).toBeVisible();
  });

  it('shows Sending... while submitting, sends the fields without the consent, then goes to /thanks', async () => {
    const user = userEvent.setup();
    let finish: (value: unknown) => void = () => {};
    const create = vi.fn(() => new Promise((resolve) => (finish = resolve)));
    renderWithProviders(<ContactForm />, { api: { siteContent: {}, procedures: { 'contactMessages.create': create } } });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const button = await screen.findByRole('button', { name: 'Sending...' });
    expect(button).toBeDisabled();
    expect(create).toHaveBeenCalledTimes(1);
    const sent = (create.mock.calls[0] as unknown[])[0] as Record<string, unknown>;
    expect(sent).toMatchObject({ name: 'Dana Buyer', email: 'dana@example.com', phone: '410-555-0100', subject: 'selling', message: 'We plan to sell in spring.' });
    expect(sent).not.toHaveProperty('consent');

    finish({ id: 'm1', createdAt: new Date().toISOString() });
    expect(await screen.findByRole('heading', { name: 'Thank You' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/thanks');
  });

  // The thank-you page is a chunk of its own: fetched only after the server's answer, the screen
  // stayed blank white while it came. It starts coming when the visitor starts on the form.
  it.each([
    ['focuses a field', (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByLabelText('Full Name'))],
    // A field filled without a focus event first (autofill, a form-filler extension).
    ['types into a field', () => Promise.resolve(fireEvent.input(screen.getByLabelText('Message'), { target: { value: 'Hello' } }))],
  ])('starts fetching the thank-you page when the visitor %s, before anything is sent', async (_case, start) => {
    const user = userEvent.setup();
    const preload = vi.spyOn(lazyPages.thanks, 'preload');
    const create = vi.fn(() => new Promise(() => {}));
    renderWithProviders(<ContactForm />, { api: { siteContent: {}, procedures: { 'contactMessages.create': create } } });
    expect(preload).not.toHaveBeenCalled();
    await start(user);
    expect(preload).toHaveBeenCalled();
    expect(create).not.toHaveBeenCalled();
    preload.mockRestore();
  });

  it.each([
    ['a server error', () => Promise.reject(new ApiError('INTERNAL_SERVER_ERROR', 'Storage is unavailable'))],
    ['a network failure', () => NETWORK_ERROR],
  ])('on %s alerts with the agent name and keeps what was typed', async (_label, answer) => {
    const user = userEvent.setup();
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { queryClient } = renderWithProviders(<ContactForm />, {
      api: { siteContent: { agent_name: 'Morgan Lee' }, procedures: { 'contactMessages.create': answer } },
    });
    await waitFor(() => expect(queryClient.getQueryData(SITE_CONTENT_QUERY_KEY)).toEqual({ agent_name: 'Morgan Lee' }));
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith('There was a problem sending your message. Please try again or contact Morgan Lee directly.'),
    );
    expect(logged).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(screen.getByLabelText('Full Name')).toHaveValue('Dana Buyer');
    expect(screen.getByLabelText('Message')).toHaveValue('We plan to sell in spring.');
    expect(screen.getByLabelText('Subject')).toHaveValue('selling');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    await user.type(screen.getByLabelText('Message'), ' Still editable.');
    expect(screen.getByLabelText('Message')).toHaveValue('We plan to sell in spring. Still editable.');
    logged.mockRestore();
  });

  it.each([
    ['too many requests from their connection (429)', new ApiError('TOO_MANY_REQUESTS', 'We have received several requests from your connection in a short time. Please wait 10 minutes and try again, or call (410) 555-0187.')],
    ['the site taking no new messages right now (503)', new ApiError('SERVICE_UNAVAILABLE', 'Nothing was saved: the website cannot take new messages right now. Please call (410) 555-0187, or try again later.')],
  ])("alerts the failure sentence followed by the server's own message when it refuses for %s, and keeps what was typed", async (_label, refusal) => {
    const user = userEvent.setup();
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(<ContactForm />, { api: { siteContent: {}, procedures: { 'contactMessages.create': () => Promise.reject(refusal) } } });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith(
        `There was a problem sending your message. Please try again or contact Angela Whitfield directly.\n\n${refusal.message}`,
      ),
    );
    expect(screen.getByLabelText('Message')).toHaveValue('We plan to sell in spring.');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    logged.mockRestore();
  });

  it("shows the server's field messages next to the fields and keeps what was typed", async () => {
    const user = userEvent.setup();
    vi.stubGlobal('alert', vi.fn());
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const refuse = () =>
      Promise.reject(new ApiError('BAD_REQUEST', 'Email must be a valid email address', { email: 'Email must be a valid email address' }));
    renderWithProviders(<ContactForm />, { api: { siteContent: {}, procedures: { 'contactMessages.create': refuse } } });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('Email must be a valid email address');
    expect(email).toHaveFocus();
    expect(email).toHaveValue('dana@example.com');
    expect(screen.getByLabelText('Message')).toHaveValue('We plan to sell in spring.');
    // Editing the field clears its message.
    await user.type(email, 'x');
    expect(email).not.toHaveAccessibleDescription();
    logged.mockRestore();
  });

  it('checks the shared schema before sending: a too-long name is named, nothing is sent', async () => {
    const user = userEvent.setup();
    const create = vi.fn();
    renderWithProviders(<ContactForm />, { api: { siteContent: {}, procedures: { 'contactMessages.create': create } } });
    await fillIn(user);
    const name = screen.getByLabelText('Full Name');
    await user.clear(name);
    await user.click(name);
    await user.paste('N'.repeat(121));
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Name must be at most 120 characters')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });
  // A double click, a double tap or a bouncing mouse switch submits twice before the page shows
  // "Sending...": the agent must get one message and the visitor one confirmation, not two.
  it.each([
    ['two clicks on Send Message', () => {
      const send = screen.getByRole('button', { name: 'Send Message' });
      fireEvent.click(send);
      fireEvent.click(send);
    }],
    ['two submits of the form', () => {
      const form = screen.getByRole('form', { name: 'Contact form' });
      fireEvent.submit(form);
      fireEvent.submit(form);
    }],
  ])('sends one message for %s in the same moment', async (_case, submitTwice) => {
    const user = userEvent.setup();
    const create = vi.fn(() => ({ id: 'm1', createdAt: new Date().toISOString() }));
    const { queryClient } = renderWithProviders(<ContactForm />, { api: { siteContent: {}, procedures: { 'contactMessages.create': create } } });
    await fillIn(user);
    submitTwice();

    expect(await screen.findByRole('heading', { name: 'Thank You' })).toBeInTheDocument();
    // Counted once no send is waiting for its answer: a second one, sent beside the first or queued
    // behind it, has been answered by then however slow the machine, where a fixed wait could end first.
    await waitFor(() => expect(queryClient.isMutating()).toBe(0));
    expect(create).toHaveBeenCalledTimes(1);
  });
});
