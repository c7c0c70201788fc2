// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_ERROR, renderWithProviders } from '../../../test/render-with-providers';
import { fieldValues, fillEveryField, visitorFields } from '../../../test/form-fields';
import { showingDateRange } from '../../../../domain/showing-window';
import { ShowingRequestSection } from './showing-request-loader';

type Observed = { callback: IntersectionObserverCallback; element?: Element };
let observers: Observed[] = [];
/** An observer that reports the section near the viewport only when the test says so. */
class FakeObserver {
  private entry: Observed;
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback };
    observers.push(this.entry);
  }
  observe(element: Element) {
    this.entry.element = element;
  }
  disconnect() {}
}
const comeNear = () =>
  act(async () => {
    for (const o of observers) o.callback([{ isIntersecting: true, target: o.element } as IntersectionObserverEntry], o as never);
    await new Promise((r) => setTimeout(r, 0));
  });
afterEach(() => {
  observers = [];
  vi.doUnmock('./showing-request-form');
  vi.restoreAllMocks();
});

/** The next `failures` requests for the live form's chunk fail, as a dropped request or a deploy's 404 does. */
function chunkFails(failures: number) {
  vi.doMock('./showing-request-form', async (importOriginal) => {
    if (failures-- > 0) throw new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/showing-request-form-Bdeb1_OK.js');
    return importOriginal();
  });
}

const ADDRESS = '14 Juniper Lane, Towson, MD 21204';
const day = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);

function renderSection(create = vi.fn(() => ({ id: 's1' }))) {
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  const result = renderWithProviders(<ShowingRequestSection propertyId="juniper-cape" address={ADDRESS} />, {
    api: { siteContent: {}, procedures: { 'showingRequests.create': create, 'siteContent.features': () => ({ confirmationEmail: false }) } },
  });
  return { ...result, create };
}

const form = () => screen.getByRole('form', { name: `Request a showing of ${ADDRESS}` });

const submit = () => screen.getByRole('button', { name: 'Request a showing' });
/** The live form's own check answers an empty submit; the placeholder has none. */
const liveFormIsIn = async () => {
  await waitFor(() => expect(submit()).toBeEnabled(), { timeout: 5_000 });
};

/** A complete request typed into the live form (the name too, unless it is in already), then sent. */
async function fillInAndSend(user: ReturnType<typeof userEvent.setup>, { nameTyped = false, date = day } = {}) {
  if (!nameTyped) await user.type(screen.getByLabelText('Full Name'), 'Jordan Reyes');
  await user.type(screen.getByLabelText('Email'), 'jordan@example.com');
  await user.type(screen.getByLabelText('Phone'), '(410) 555-0107');
  await user.type(screen.getByLabelText('Choice 1: date'), date);
  await user.selectOptions(screen.getByLabelText('Choice 1: time of day'), 'afternoon');
  await user.click(screen.getByRole('checkbox'));
  await user.click(submit());
}

describe('ShowingRequestSection', () => {
  it('first shows the placeholder, with every field and a disabled button, until the section comes near', async () => {
    renderSection();
    expect(screen.getByRole('heading', { level: 2, name: 'Request a showing' })).toBeInTheDocument();
    expect(form()).toBeInTheDocument();
    for (const label of ['Full Name', 'Email', 'Phone', 'Choice 1: date', 'Choice 3: time of day', 'Message (optional)']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(submit()).toBeDisabled();
    // Nothing asked for the live form yet: the button stays disabled. Had the section asked for the
    // live form's code on its own, that code would be in (and the live form rendered, its button
    // enabled) once this later request for the same module has resolved, however slow the machine.
    await act(() => import('./showing-request-form'));
    expect(submit()).toBeDisabled();

    await comeNear();
    await liveFormIsIn();
    await userEvent.setup().click(submit());
    expect(await screen.findByText('Choose at least one preferred time')).toBeInTheDocument();
  });

  it('shows the same fields in the placeholder as in the live form that replaces it', async () => {
    renderSection();
    const placeholder = form();
    const placeholderFields = visitorFields(placeholder);
    expect(placeholderFields).not.toEqual([]);

    await comeNear();
    await liveFormIsIn();
    expect(form()).not.toBe(placeholder);
    expect(visitorFields(form())).toEqual(placeholderFields);
  });

  it('loads the live form when the visitor starts typing, keeps what was typed and the focus, and sends it all', async () => {
    const user = userEvent.setup();
    const { create } = renderSection();
    await user.click(screen.getByLabelText('Full Name'));
    await user.keyboard('Jordan');
    await liveFormIsIn();
    const name = screen.getByLabelText('Full Name');
    expect(name).toHaveFocus();
    await user.keyboard(' Reyes');
    expect(name).toHaveValue('Jordan Reyes');

    await fillInAndSend(user, { nameTyped: true });
    const thanks = await screen.findByText('Thank you, your showing request has been sent.');
    // The focus is not dropped to the page with the form that held it.
    await waitFor(() => expect(thanks.closest('[role="status"]')).toHaveFocus());
    expect(create).toHaveBeenCalledTimes(1);
    expect((create.mock.calls[0] as unknown[])[0]).toMatchObject({
      propertyId: 'juniper-cape',
      name: 'Jordan Reyes',
      email: 'jordan@example.com',
      phone: '(410) 555-0107',
    });
  });

  it('carries over values typed into the placeholder before it was interactive', async () => {
    renderSection();
    // As a visitor typing into the server-rendered form before the page's script ran.
    screen.getByLabelText<HTMLInputElement>('Email').value = 'early@example.com';
    screen.getByLabelText<HTMLSelectElement>('Choice 2: time of day').value = 'evening';
    screen.getByRole<HTMLInputElement>('checkbox').checked = true;
    await comeNear();
    await liveFormIsIn();
    expect(screen.getByLabelText('Email')).toHaveValue('early@example.com');
    expect(screen.getByLabelText('Choice 2: time of day')).toHaveValue('evening');
    expect(screen.getByRole('checkbox')).toBeChecked();
  });

  it('hands every field typed into the placeholder, the hidden anti-spam one too, to the live form', async () => {
    renderSection();
    const placeholder = form();
    fillEveryField(placeholder);
    const typed = fieldValues(placeholder);
    await comeNear();
    await liveFormIsIn();
    expect(form()).not.toBe(placeholder);
    expect(fieldValues(form())).toEqual(typed);
  });

  it('times a visitor who typed into the placeholder from the page start, so a quick Send is not taken for a robot', async () => {
    const user = userEvent.setup();
    // The page started loading a minute ago.
    vi.spyOn(performance, 'timeOrigin', 'get').mockReturnValue(Date.now() - 60_000);
    const { create } = renderSection();
    for (const [label, value] of [
      ['Full Name', 'Jordan Reyes'],
      ['Email', 'jordan@example.com'],
      ['Phone', '(410) 555-0107'],
      ['Choice 1: date', day],
    ]) {
      screen.getByLabelText<HTMLInputElement>(label!).value = value!;
    }
    screen.getByLabelText<HTMLSelectElement>('Choice 1: time of day').value = 'afternoon';
    screen.getByRole<HTMLInputElement>('checkbox').checked = true;
    await comeNear();
    await liveFormIsIn();
    await user.click(submit());
    expect(await screen.findByText('Thank you, your showing request has been sent.')).toBeInTheDocument();
    const sent = (create.mock.calls[0] as unknown[])[0] as { name: string; fillTimeMs: number };
    expect(sent.name).toBe('Jordan Reyes');
    // Counted from when the page started, not from the moment the live form took over.
    expect(sent.fillTimeMs).toBeGreaterThanOrEqual(60_000);
  });

  it('times a visitor who typed nothing before the live form from the moment it took over', async () => {
    const user = userEvent.setup();
    vi.spyOn(performance, 'timeOrigin', 'get').mockReturnValue(Date.now() - 60_000);
    const { create } = renderSection();
    await comeNear();
    await liveFormIsIn();
    await fillInAndSend(user);
    expect(await screen.findByText('Thank you, your showing request has been sent.')).toBeInTheDocument();
    const sent = (create.mock.calls[0] as unknown[])[0] as { fillTimeMs: number };
    expect(sent.fillTimeMs).toBeLessThan(30_000);
  });

  it('limits each choice\'s date picker to today through a year ahead, and refuses a later date at that choice', async () => {
    const user = userEvent.setup();
    const { create } = renderSection();
    await comeNear();
    await liveFormIsIn();
    const { min, max } = showingDateRange(Date.now());
    for (const i of [1, 2, 3]) {
      expect(screen.getByLabelText(`Choice ${i}: date`)).toHaveAttribute('min', min);
      expect(screen.getByLabelText(`Choice ${i}: date`)).toHaveAttribute('max', max);
    }
    await fillInAndSend(user, { date: '9999-12-31' });
    expect(await screen.findByText('Each preferred time must be within a year from today')).toBeInTheDocument();
    expect(screen.getByLabelText('Choice 1: date')).toHaveAttribute('aria-invalid', 'true');
    expect(create).not.toHaveBeenCalled();
  });

  it.each([
    ['the network fails', () => NETWORK_ERROR, /^Your request could not be sent\. Please try again or call .*\d{4}\.$/],
    ['the server fails', () => Promise.reject(new ApiError('INTERNAL_SERVER_ERROR', 'Storage is unavailable')), /^Your request could not be sent\. Please try again or call /],
    [
      'too many requests came from the connection',
      () => Promise.reject(new ApiError('TOO_MANY_REQUESTS', 'We have received several requests from your connection in a short time. Please wait 3 minutes and try again, or call (410) 555-0187.')),
      /^We have received several requests from your connection in a short time\. Please wait 3 minutes and try again, or call \(410\) 555-0187\.$/,
    ],
    ['the home has just sold', () => Promise.reject(new ApiError('NOT_FOUND', 'propertyId: this listing is sold and no longer open for showings')), /^This home is no longer open for showings\. Please call /],
  ])('when %s, says so in plain words and keeps what was typed', async (_when, answer, message) => {
    const user = userEvent.setup();
    renderSection(vi.fn(answer) as never);
    await comeNear();
    await liveFormIsIn();
    await fillInAndSend(user);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(message);
    expect(alert.textContent).not.toMatch(/fetch|transform|propertyId|Storage/);
    expect(screen.getByLabelText('Full Name')).toHaveValue('Jordan Reyes');
    expect(submit()).toBeEnabled();
  });

  it('when the live form cannot be loaded, says so with the phone in place of the button, keeps what was typed, and "Try again" brings the live form', async () => {
    chunkFails(1);
    const { create } = renderSection();
    await comeNear();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^The form could not be loaded\. Check your connection and try again, or call \(410\) 555-0187 or e-mail \S+@\S+\./);
    // No button that looks as if it sends but never can.
    expect(screen.queryByRole('button', { name: 'Request a showing' })).not.toBeInTheDocument();
    expect(form()).toBeInTheDocument();
    // Typed into the server's form (its script never ran on it).
    screen.getByLabelText<HTMLInputElement>('Full Name').value = 'Jordan Reyes';
    screen.getByLabelText<HTMLTextAreaElement>('Message (optional)').value = 'Is the basement finished?';

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await liveFormIsIn();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toHaveValue('Jordan Reyes');
    expect(screen.getByLabelText('Message (optional)')).toHaveValue('Is the basement finished?');
    // The focus moves on to the button that now sends, not to the page.
    await waitFor(() => expect(submit()).toHaveFocus());

    await fillInAndSend(user, { nameTyped: true });
    expect(await screen.findByText('Thank you, your showing request has been sent.')).toBeInTheDocument();
    expect((create.mock.calls[0] as unknown[])[0]).toMatchObject({ name: 'Jordan Reyes', message: 'Is the basement finished?' });
  });

  it('keeps the message and "Try again" while the live form keeps failing to load', async () => {
    chunkFails(Infinity);
    renderSection();
    await comeNear();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument());
    expect(screen.getByRole('alert')).toHaveTextContent('The form could not be loaded.');
    expect(screen.queryByRole('button', { name: 'Request a showing' })).not.toBeInTheDocument();
  });
});
