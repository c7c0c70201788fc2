// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { removeToast } from '../../../components/toast-store';
import { Toaster } from '../../../components/toaster';
import { validValuationRequest } from '../../../../test-support/lead-payloads';
import { ApiError, NEVER, renderWithProviders, type Handler } from '../../../test/render-with-providers';
import { ValuationForm } from './valuation-form';

const specMessages: [label: string, message: string][] = [
  ['Full Name', 'Name is required'],
  ['Email Address', 'Please enter a valid email address'],
  ['Phone Number', 'Please enter a valid phone number'],
  ['Street Address', 'Property address is required'],
  ['City', 'City is required'],
  ['State', 'State is required'],
  ['ZIP Code', 'ZIP code is required'],
  ['Property Type', 'Property type is required'],
  ['Square Footage', 'Square footage is required'],
  ['Bedrooms', 'Number of bedrooms is required'],
  ['Bathrooms', 'Number of bathrooms is required'],
  ['Year Built', 'Year built is required'],
];

const validRequest = validValuationRequest;

function setup(create: Handler = () => ({ id: 'v1', createdAt: '2026-01-01T00:00:00.000Z' })) {
  const user = userEvent.setup({ delay: null });
  const create_ = vi.fn(create);
  const view = renderWithProviders(
    <>
      <ValuationForm />
      <Toaster />
    </>,
    { api: { siteContent: {}, procedures: { 'valuationRequests.create': create_ } } },
  );
  return { user, create: create_, ...view };
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(new RegExp(`^${label}`));
const submit = () => screen.getByRole('button', { name: /get my free valuation|submitting/i });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Full Name'), validRequest.name);
  await user.type(field('Email Address'), validRequest.email);
  await user.type(field('Phone Number'), validRequest.phone);
  await user.type(field('Street Address'), validRequest.address);
  await user.type(field('City'), validRequest.city);
  await user.type(field('State'), validRequest.state);
  await user.type(field('ZIP Code'), validRequest.zipCode);
  await user.selectOptions(field('Property Type'), validRequest.propertyType);
  await user.type(field('Square Footage'), validRequest.squareFeet);
  await user.type(field('Bedrooms'), validRequest.bedrooms);
  await user.type(field('Bathrooms'), validRequest.bathrooms);
  await user.type(field('Year Built'), validRequest.yearBuilt);
}

afterEach(() => {
  cleanup();
  removeToast();
  vi.unstubAllGlobals();
});

describe('home valuation form', () => {
  it('groups the fields under its two sections', () => {
    setup();
    const contact = screen.getByRole('group', { name: 'Your Contact Information' });
    const property = screen.getByRole('group', { name: 'Property Information' });
    expect(within(contact).getByLabelText(/^Email Address/)).toBeInTheDocument();
    expect(within(property).getByLabelText(/^Year Built/)).toBeInTheDocument();
    expect(within(property).getByRole('combobox', { name: /^Property Type/ })).toBeInTheDocument();
  });

  it('shows every message under its field on an empty submit and focuses the first one', async () => {
    const { user, create } = setup();
    await user.click(submit());

    for (const [label, message] of specMessages) {
      const input = field(label);
      await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
      expect(input).toHaveAccessibleDescription(message);
    }
    expect(field('Full Name')).toHaveFocus();
    // Notes are optional: no message.
    expect(field('Additional Notes')).toHaveAttribute('aria-invalid', 'false');
    expect(create).not.toHaveBeenCalled();
  });

  it('moves focus to the first invalid field in form order', async () => {
    const { user } = setup();
    await user.type(field('Full Name'), 'Jordan Ellis');
    await user.type(field('Email Address'), 'jordan@example.com');
    await user.type(field('Phone Number'), '410555');
    await user.click(submit());

    await waitFor(() => expect(field('Phone Number')).toHaveFocus());
    expect(screen.getByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
  });

  it('validates on submit only, then re-validates as the visitor types', async () => {
    const { user } = setup();
    await user.type(field('Email Address'), 'not-an-email');
    // Nothing is shown before the first submit (mode onSubmit).
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();

    await user.click(submit());
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();

    await user.clear(field('Email Address'));
    await user.type(field('Email Address'), 'jordan@example.com');
    await waitFor(() => expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument());
    expect(field('Email Address')).toHaveAttribute('aria-invalid', 'false');
  });

  it('says an over-long e-mail address is too long, and refuses a phone with no digits to call', async () => {
    const { user, create } = setup();
    await fillValid(user);
    await user.clear(field('Email Address'));
    // Pasted: typing 262 characters one by one adds nothing to what the visitor sees.
    await user.click(field('Email Address'));
    await user.paste(`${'a'.repeat(250)}@example.com`);
    await user.clear(field('Phone Number'));
    await user.type(field('Phone Number'), 'abcdefghijk');
    await user.click(submit());

    await waitFor(() => expect(field('Email Address')).toHaveAttribute('aria-invalid', 'true'));
    expect(field('Email Address')).toHaveAccessibleDescription('Email must be at most 254 characters');
    expect(field('Phone Number')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Phone Number')).toHaveAccessibleDescription('Please enter a valid phone number');
    expect(create).not.toHaveBeenCalled();
  });

  it('stores a valid request, confirms with a toast and clears the form', async () => {
    const { user, create } = setup();
    await fillValid(user);
    await user.type(field('Additional Notes'), 'New roof in 2022');
    await user.click(submit());

    expect(await screen.findByText('Valuation Request Received', { selector: '.toast-title' })).toBeInTheDocument();
    expect(screen.getByText(/contact you within 24 hours/, { selector: '.toast-description' })).toBeInTheDocument();
    expect(create).toHaveBeenCalledTimes(1);
    // The lead, the two anti-spam fields (an empty honeypot and the time taken to fill in) and
    // the page it was sent from (superjson wraps tRPC input in `json`).
    const sent = create.mock.calls[0]![0] as { json?: unknown };
    // expect.any() is typed any; as unknown it stays a matcher without spreading any into the object.
    const anyNumber: unknown = expect.any(Number);
    const anyString: unknown = expect.any(String);
    expect(sent.json ?? sent).toEqual({ ...validRequest, notes: 'New roof in 2022', website: '', fillTimeMs: anyNumber, sourcePage: anyString });

    await waitFor(() => expect(field('Full Name')).toHaveValue(''));
    for (const label of ['Email Address', 'Street Address', 'Year Built', 'Additional Notes']) expect(field(label)).toHaveValue('');
    expect(field('Property Type')).toHaveValue('');
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
  });

  it('says "Submitting..." and disables the button while the request is on its way', async () => {
    const { user } = setup(() => NEVER);
    await fillValid(user);
    await user.click(submit());
    const busy = await screen.findByRole('button', { name: 'Submitting...' });
    expect(busy).toBeDisabled();
  });

  it('keeps what was typed and shows an error toast when the request cannot be stored', async () => {
    const { user, create } = setup(() => {
      throw new ApiError('INTERNAL_SERVER_ERROR');
    });
    await fillValid(user);
    await user.click(submit());

    expect(await screen.findByText('Request Not Sent', { selector: '.toast-title' })).toBeInTheDocument();
    expect(screen.getByText(/could not be sent.*call Angela Whitfield directly at \(410\) 555-0187/, { selector: '.toast-description' })).toBeInTheDocument();
    expect(create).toHaveBeenCalledTimes(1);
    expect(field('Full Name')).toHaveValue(validRequest.name);
    expect(field('Property Type')).toHaveValue(validRequest.propertyType);
    expect(field('Year Built')).toHaveValue(validRequest.yearBuilt);
    expect(screen.getByRole('button', { name: 'Get My Free Valuation' })).toBeEnabled();
  });
  // A retry cannot succeed while the server refuses for a reason of its own: it says why and
  // what to do instead (wait so long, call), and the visitor must read that, not "try again".
  it.each([
    ['too many requests from their connection (429)', new ApiError('TOO_MANY_REQUESTS', 'We have received several requests from your connection in a short time. Please wait 10 minutes and try again, or call (410) 555-0187.')],
    ['the site taking no new messages right now (503)', new ApiError('SERVICE_UNAVAILABLE', 'Nothing was saved: the website cannot take new messages right now. Please call (410) 555-0187, or try again later.')],
  ])("shows the server's own message when it refuses for %s, and keeps what was typed", async (_case, refusal) => {
    const { user } = setup(() => {
      throw refusal;
    });
    await fillValid(user);
    await user.click(submit());

    expect(await screen.findByText('Request Not Sent', { selector: '.toast-title' })).toBeInTheDocument();
    expect(screen.getByText(refusal.message, { selector: '.toast-description' })).toBeInTheDocument();
    expect(screen.queryByText(/Please try again, or call Angela Whitfield/)).not.toBeInTheDocument();
    expect(field('Full Name')).toHaveValue(validRequest.name);
  });

  // A double click, a double tap or a bouncing mouse switch submits twice before the page shows
  // "Submitting...": the agent must get one request and the visitor one confirmation, not two.
  it.each([
    ['two clicks on the button', () => {
      const send = submit();
      fireEvent.click(send);
      fireEvent.click(send);
    }],
    ['two submits of the form', () => {
      const form = submit().closest('form')!;
      fireEvent.submit(form);
      fireEvent.submit(form);
    }],
  ])('stores one request for %s in the same moment', async (_case, submitTwice) => {
    const { user, create, queryClient } = setup();
    await fillValid(user);
    submitTwice();

    expect(await screen.findByText('Valuation Request Received', { selector: '.toast-title' })).toBeInTheDocument();
    // Counted once no send is waiting for its answer: a second one, sent beside the first or queued
    // behind it, has been answered by then however slow the machine, where a fixed wait could end first.
    await waitFor(() => expect(queryClient.isMutating()).toBe(0));
    expect(create).toHaveBeenCalledTimes(1);
  });
});
