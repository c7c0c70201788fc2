// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import PaymentEstimate from './payment-estimate';

afterEach(() => {
  vi.useRealTimers();
});

function setup() {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<PaymentEstimate price={439_000} />, { api: { siteContent: {} } });
  const region = screen.getByRole('region', { name: 'Monthly Payment Estimate' });
  const input = (label: string | RegExp) => within(region).getByLabelText<HTMLInputElement>(label);
  return {
    user,
    region,
    input,
    pi: () => within(region).getByTestId('payment-pi'),
    total: () => within(region).getByTestId('payment-total'),
    status: () => within(region).getByRole('status'),
    /** Types `text` in place of the field's value. */
    async retype(label: string | RegExp, text: string) {
      await user.clear(input(label));
      if (text) await user.type(input(label), text);
    },
  };
}

const RATE = 'Interest rate (% per year)';
const PRICE = 'Home price ($)';
const DOWN = 'Down payment (%)';

async function live() {
  // The fields answer once the page is live (after the first effect).
  await waitFor(() => expect(screen.getByLabelText(PRICE)).not.toHaveAttribute('readonly'));
}

describe('the payment estimate on a listing page', () => {
  it('computes from what people type: "$439,000", "6,5", "6.5%", "20%"', async () => {
    const e = setup();
    await live();
    expect(e.pi()).toHaveTextContent('$2,220');
    await e.retype(RATE, '6,5');
    await e.retype(PRICE, '$439,000');
    await e.retype(DOWN, '20%');
    await e.user.tab();
    expect(e.pi()).toHaveTextContent('$2,220');
    await e.retype(RATE, '7%');
    await e.user.tab();
    expect(e.pi()).toHaveTextContent('$2,337');
    expect(e.input(RATE)).toHaveAttribute('aria-invalid', 'false');
    expect(e.status()).toHaveTextContent('');
  });

  // `misread`: the principal and interest the estimate used to show for the value (0 %, 99 %, a $439 price...).
  it.each([
    [RATE, 'abc', 'Enter the rate as a number, such as 6.5', 'interest rate', '$976'],
    [RATE, '-3', 'Enter a rate from 0 to 29.99 (% per year)', 'interest rate', '$976'],
    [RATE, '99', 'Enter a rate from 0 to 29.99 (% per year)', 'interest rate', '$28,974'],
    [PRICE, '439.000', 'Write thousands with a comma: did you mean 439,000?', 'home price', '$2'],
    [DOWN, 'abc', 'Enter the down payment as a percent, such as 20', 'down payment', '$2,775'],
    [DOWN, '150', 'Enter a percent from 0 to 100, or choose dollars', 'down payment', '$0'],
  ])('%s %j: the field says what is wrong and no figure is computed from it', async (label, typed, message, name, misread) => {
    const e = setup();
    await live();
    await e.retype(label, typed);
    await e.user.tab();

    expect(e.input(label)).toHaveAttribute('aria-invalid', 'true');
    expect(e.input(label)).toHaveAccessibleDescription(message);
    expect(e.status()).toHaveTextContent(`Fix the ${name} to see the estimate.`);
    // The last readable estimate stays, greyed and out of the screen reader's way; nothing from the misread value.
    expect(e.pi().textContent).not.toBe(misread);
    expect(e.pi()).toHaveTextContent('$2,220');
    expect(e.total()).toHaveTextContent('$2,750');
    expect(e.pi().closest('.payment-estimate__figures')).toHaveClass('payment-estimate__figures--stale');
    expect(e.pi().closest('[aria-hidden="true"]')).not.toBeNull();

    // Fixing it clears the message as the visitor types, and the estimate follows.
    await e.retype(label, label === DOWN ? '10' : label === PRICE ? '400000' : '6');
    expect(e.input(label)).toHaveAttribute('aria-invalid', 'false');
    expect(e.input(label)).not.toHaveAccessibleDescription();
    expect(e.status()).toHaveTextContent('');
    expect(e.pi().closest('[aria-hidden="true"]')).toBeNull();
    expect(e.pi()).not.toHaveTextContent('$2,220');
  });

  it('keeps showing, greyed, the estimate of the last values it could read', async () => {
    const e = setup();
    await live();
    await e.retype(RATE, 'six');
    await e.user.tab();
    expect(e.pi()).toHaveTextContent('$2,220');
    expect(e.total()).toHaveTextContent('$2,750');
    expect(e.pi().closest('.payment-estimate__figures')).toHaveClass('payment-estimate__figures--stale');
  });

  it('names every field to fix', async () => {
    const e = setup();
    await live();
    await e.retype(PRICE, '439.000');
    await e.retype(RATE, 'six');
    await e.user.tab();
    expect(e.status()).toHaveTextContent('Fix the home price and interest rate to see the estimate.');
  });

  it('a down payment in dollars above the price is flagged, not capped', async () => {
    const e = setup();
    await live();
    await e.user.selectOptions(within(e.region).getByLabelText('Down payment as'), 'dollars');
    expect(e.input('Down payment ($)')).toHaveValue('87800');
    await e.retype('Down payment ($)', '500,000');
    await e.user.tab();
    expect(e.input('Down payment ($)')).toHaveAccessibleDescription('The down payment cannot be more than the home price');
    expect(e.pi().textContent).not.toBe('$0');
    expect(e.pi()).toHaveTextContent('$2,220');
    expect(e.pi().closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('keeps the down payment when switched to dollars while the rate is being retyped, and never reads 20 (%) as $20', async () => {
    const e = setup();
    await live();
    await e.retype(RATE, '');
    await e.user.selectOptions(within(e.region).getByLabelText('Down payment as'), 'dollars');
    expect(e.input('Down payment ($)')).toHaveValue('87800');
    await e.user.selectOptions(within(e.region).getByLabelText('Down payment as'), 'percent');
    expect(e.input(DOWN)).toHaveValue('20');
    // A down payment that cannot be read is not carried over into the other unit.
    await e.retype(DOWN, 'abc');
    await e.user.selectOptions(within(e.region).getByLabelText('Down payment as'), 'dollars');
    expect(e.input('Down payment ($)')).toHaveValue('');
  });

  it('waits for a pause in typing before flagging, and greys the figures meanwhile', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderWithProviders(<PaymentEstimate price={439_000} />, { api: { siteContent: {} } });
    const rate = screen.getByLabelText<HTMLInputElement>(RATE);
    // One change per keystroke, as typing gives.
    const type = (value: string) => fireEvent.change(rate, { target: { value } });
    type('6');
    type('6,');
    // "6," on the way to "6,5" is read as 6, and a cleared field about to be retyped is not a mistake yet.
    expect(rate).toHaveAttribute('aria-invalid', 'false');
    type('');
    expect(rate).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByTestId('payment-pi').closest('.payment-estimate__figures')).toHaveClass('payment-estimate__figures--stale');
    expect(screen.getByRole('status')).toHaveTextContent('');

    act(() => {
      vi.runOnlyPendingTimers();
    });
    expect(rate).toHaveAttribute('aria-invalid', 'true');
    expect(rate).toHaveAccessibleDescription('Enter the interest rate, such as 6.5');
    expect(screen.getByRole('status')).toHaveTextContent('Fix the interest rate to see the estimate.');
  });
});
