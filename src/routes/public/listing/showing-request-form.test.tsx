// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi, type Mock } from 'vitest';
import { ApiError, NETWORK_ERROR, renderWithProviders } from '../../../test/render-with-providers';
import { ShowingRequestForm } from './showing-request-form';

const ADDRESS = '3 Columbia Row, Columbia, MD 21044';
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

function renderForm(create: Mock<(input: unknown) => unknown> = vi.fn(() => ({ id: 's1' }))) {
  const result = renderWithProviders(<ShowingRequestForm propertyId="columbia-end-townhome" address={ADDRESS} />, {
    api: { siteContent: {}, procedures: { 'showingRequests.create': create, 'siteContent.features': () => ({ confirmationEmail: false }) } },
  });
  return { ...result, create };
}

const submit = () => screen.getByRole('button', { name: 'Request a showing' });

/** Contact details, consent and the given choices (date, part of the day; an empty date leaves one out), then Send. */
async function fillInAndSend(user: ReturnType<typeof userEvent.setup>, choices: [string, string][]) {
  await waitFor(() => expect(submit()).toBeEnabled());
  await user.type(screen.getByLabelText('Full Name'), 'Jordan Reyes');
  await user.type(screen.getByLabelText('Email'), 'jordan@example.com');
  await user.type(screen.getByLabelText('Phone'), '(410) 555-0107');
  for (const [i, [date, part]] of choices.entries()) {
    if (!date) continue;
    await user.type(screen.getByLabelText(`Choice ${i + 1}: date`), date);
    await user.selectOptions(screen.getByLabelText(`Choice ${i + 1}: time of day`), part);
  }
  await user.click(screen.getByRole('checkbox'));
  await user.click(submit());
}

describe('ShowingRequestForm preferred times', () => {
  it('refuses the same date and part of the day chosen twice, says so at the second choice and sends nothing', async () => {
    const user = userEvent.setup();
    const { create } = renderForm();
    await fillInAndSend(user, [
      [inDays(5), 'afternoon'],
      [inDays(5), 'afternoon'],
    ]);
    const second = screen.getByLabelText('Choice 2: date');
    await waitFor(() => expect(second).toHaveAccessibleDescription('Each preferred time may be chosen once'));
    expect(second).toHaveAttribute('aria-invalid', 'true');
    expect(second).toHaveFocus();
    expect(screen.getByLabelText('Choice 1: date')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();

    // Another part of the day for the second choice: the request goes out with both times.
    await user.selectOptions(screen.getByLabelText('Choice 2: time of day'), 'evening');
    await user.click(submit());
    expect(await screen.findByText('Thank you, your showing request has been sent.')).toBeInTheDocument();
    expect(create).toHaveBeenCalledTimes(1);
    expect((create.mock.calls[0] as unknown[])[0]).toMatchObject({ preferredTimes: [`${inDays(5)} afternoon`, `${inDays(5)} evening`] });
  });

  it.each([
    ['about one time, at the choice it names', { 'preferredTimes.1': 'Each preferred time must be today or later' }, 'Choice 3: date', 'Each preferred time must be today or later'],
    ['about the whole list, in its own words', { preferredTimes: 'preferredTimes: each preferred time may be chosen once' }, 'Choice 2: date', 'Each preferred time may be chosen once'],
  ])('when the server still refuses the preferred times (%s), shows its message next to the time fields', async (_case, fieldErrors, label, message) => {
    const user = userEvent.setup();
    const create = vi.fn(() => Promise.reject(new ApiError('BAD_REQUEST', Object.entries(fieldErrors).map(([k, v]) => `${k}: ${v}`).join('; '), fieldErrors)));
    renderForm(create);
    // The first choice left empty: the server's positions count the filled choices only, so
    // preferredTimes.1 is the third choice, and a message about the list goes to the second.
    await fillInAndSend(user, [
      ['', ''],
      [inDays(5), 'afternoon'],
      [inDays(6), 'morning'],
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Please check the details above/);
    const field = screen.getByLabelText(label);
    await waitFor(() => expect(field).toHaveAccessibleDescription(message));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(create).toHaveBeenCalledTimes(1);
  });
});

describe('ShowingRequestForm after a failed send', () => {
  it.each([
    ['a server error', () => Promise.reject(new ApiError('INTERNAL_SERVER_ERROR'))],
    ['too many requests', () => Promise.reject(new ApiError('TOO_MANY_REQUESTS', 'Too many requests. Please try again in a few minutes.'))],
    ['a network failure', () => NETWORK_ERROR],
  ])('after %s, the keyboard goes on from the send button, not from the top of the page', async (_case, answer) => {
    const user = userEvent.setup();
    let respond = () => {};
    const create = vi.fn(() => new Promise((resolve) => (respond = () => resolve(answer()))));
    renderForm(create);
    await fillInAndSend(user, [[inDays(5), 'afternoon']]);
    await screen.findByRole('button', { name: 'Sending...' });
    // The browser drops the focus to the page when the focused button is disabled; jsdom does
    // not (nor blurs a disabled button), so the focus is taken away through an element removed.
    const elsewhere = document.body.appendChild(document.createElement('input'));
    elsewhere.focus();
    elsewhere.remove();
    expect(document.body).toHaveFocus();

    respond();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await waitFor(() => expect(submit()).toHaveFocus());
    expect(screen.getByLabelText('Full Name')).toHaveValue('Jordan Reyes');
  });
});

describe('ShowingRequestForm refused by the server for a reason of its own', () => {
  it.each([
    ['too many requests from their connection (429)', new ApiError('TOO_MANY_REQUESTS', 'We have received several requests from your connection in a short time. Please wait 10 minutes and try again, or call (410) 555-0187.')],
    ['the site taking no new messages right now (503)', new ApiError('SERVICE_UNAVAILABLE', 'Nothing was saved: the website cannot take new messages right now. Please call (410) 555-0187, or try again later.')],
  ])("shows the server's own message for %s", async (_case, refusal) => {
    const user = userEvent.setup();
    renderForm(vi.fn(() => Promise.reject(refusal)));
    await fillInAndSend(user, [[inDays(5), 'afternoon']]);
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal.message);
    expect(screen.getByLabelText('Full Name')).toHaveValue('Jordan Reyes');
  });
});

// A double click, a double tap or a bouncing mouse switch submits twice before the page shows
// "Sending...": the agent must get one request and the visitor one confirmation, not two.
describe('ShowingRequestForm submitted twice in the same moment', () => {
  it.each([
    ['two clicks on Request a showing', () => {
      const send = submit();
      fireEvent.click(send);
      fireEvent.click(send);
    }],
    ['two submits of the form', () => {
      const form = screen.getByRole('form', { name: /Request a showing/ });
      fireEvent.submit(form);
      fireEvent.submit(form);
    }],
  ])('sends one request for %s', async (_case, submitTwice) => {
    const user = userEvent.setup();
    const { create, queryClient } = renderForm();
    await waitFor(() => expect(submit()).toBeEnabled());
    await user.type(screen.getByLabelText('Full Name'), 'Jordan Reyes');
    await user.type(screen.getByLabelText('Email'), 'jordan@example.com');
    await user.type(screen.getByLabelText('Phone'), '(410) 555-0107');
    await user.type(screen.getByLabelText('Choice 1: date'), inDays(5));
    await user.selectOptions(screen.getByLabelText('Choice 1: time of day'), 'afternoon');
    await user.click(screen.getByRole('checkbox'));
    submitTwice();

    expect(await screen.findByText('Thank you, your showing request has been sent.')).toBeInTheDocument();
    // Counted once no send is waiting for its answer: a second one, sent beside the first or queued
    // behind it, has been answered by then however slow the machine, where a fixed wait could end first.
    await waitFor(() => expect(queryClient.isMutating()).toBe(0));
    expect(create).toHaveBeenCalledTimes(1);
  });
});
