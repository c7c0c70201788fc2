import { describe, expect, it } from 'vitest';
import {
  interestRateError,
  monthlyPrincipalAndInterest,
  parseRateText,
  paymentBreakdown,
  readEstimateTexts,
  type EstimateTexts,
} from './payment-estimate';

describe('payment estimate', () => {
  it('$500,000 with 20 % down at 6.5 % over 30 years is $2,528 principal and interest', () => {
    expect(Math.round(monthlyPrincipalAndInterest(400_000, 6.5, 30))).toBe(2528);
    const b = paymentBreakdown({
      price: 500_000,
      down: { mode: 'percent', value: 20 },
      annualRatePercent: 6.5,
      years: 30,
      taxPerYear: 0,
      insurancePerYear: 0,
      hoaMonthly: 0,
    });
    expect(b.loan).toBe(400_000);
    expect(Math.round(b.principalAndInterest)).toBe(2528);
  });

  it('0 % interest spreads the loan evenly', () => {
    expect(monthlyPrincipalAndInterest(360_000, 0, 30)).toBe(1000);
    expect(monthlyPrincipalAndInterest(180_000, 0, 15)).toBe(1000);
  });

  it('adds a twelfth of tax and insurance and the HOA fee; dollars down works; never negative', () => {
    const b = paymentBreakdown({
      price: 500_000,
      down: { mode: 'dollars', value: 100_000 },
      annualRatePercent: 6.5,
      years: 30,
      taxPerYear: 6000,
      insurancePerYear: 1200,
      hoaMonthly: 150,
    });
    expect(b.downPayment).toBe(100_000);
    expect(b.taxes).toBe(500);
    expect(b.insurance).toBe(100);
    expect(Math.round(b.total)).toBe(2528 + 500 + 100 + 150);
    const all = paymentBreakdown({
      price: 300_000,
      down: { mode: 'dollars', value: 900_000 },
      annualRatePercent: 7,
      years: 15,
      taxPerYear: -1,
      insurancePerYear: Number.NaN,
      hoaMonthly: 0,
    });
    expect(all.loan).toBe(0);
    expect(all.total).toBe(0);
  });

  it('shorter terms cost more per month; higher rates too', () => {
    expect(monthlyPrincipalAndInterest(400_000, 6.5, 15)).toBeGreaterThan(monthlyPrincipalAndInterest(400_000, 6.5, 30));
    expect(monthlyPrincipalAndInterest(400_000, 7, 30)).toBeGreaterThan(monthlyPrincipalAndInterest(400_000, 6.5, 30));
  });

  it('reads typed rates, a decimal comma included', () => {
    expect(parseRateText('6.5')).toBe(6.5);
    expect(parseRateText(' 6.5 % ')).toBe(6.5);
    expect(parseRateText('6,5')).toBe(6.5);
    expect(parseRateText('6,500')).toBe(6.5);
    expect(parseRateText('')).toBeNaN();
    expect(parseRateText('abc')).toBeNaN();
    expect(parseRateText('0x10')).toBeNaN();
  });
});

describe('reading what the visitor typed', () => {
  const typed: EstimateTexts = { price: '439000', downMode: 'percent', down: '20', rate: '6.5', tax: '4829', insurance: '1537' };
  const fixed = { years: 30, hoaMonthly: 0 };
  const read = (patch: Partial<EstimateTexts>) => readEstimateTexts({ ...typed, ...patch }, fixed);
  const errorsOf = (patch: Partial<EstimateTexts>) => read(patch).errors;

  it.each<[Partial<EstimateTexts>, number]>([
    [{}, 2220],
    [{ price: '$439,000' }, 2220],
    [{ price: '439,000.50' }, 2220],
    [{ price: ' $ 439,000 ' }, 2220],
    [{ rate: '6.5%' }, 2220],
    [{ rate: '6,5' }, 2220],
    [{ down: '20%' }, 2220],
    [{ downMode: 'dollars', down: '$87,800' }, 2220],
    [{ rate: '0' }, 976],
  ])('takes %j as meant', (patch, principalAndInterest) => {
    const inputs = read(patch).inputs;
    expect(inputs).toBeDefined();
    expect(Math.round(paymentBreakdown(inputs!).principalAndInterest)).toBe(principalAndInterest);
  });

  it.each<[Partial<EstimateTexts>, Partial<Record<keyof EstimateTexts, string>>]>([
    [{ rate: 'abc' }, { rate: 'Enter the rate as a number, such as 6.5' }],
    [{ rate: '-3' }, { rate: 'Enter a rate from 0 to 29.99 (% per year)' }],
    [{ rate: '99' }, { rate: 'Enter a rate from 0 to 29.99 (% per year)' }],
    [{ rate: '30' }, { rate: 'Enter a rate from 0 to 29.99 (% per year)' }],
    [{ rate: '' }, { rate: 'Enter the interest rate, such as 6.5' }],
    [{ price: '439.000' }, { price: 'Write thousands with a comma: did you mean 439,000?' }],
    [{ price: '$1.250' }, { price: 'Write thousands with a comma: did you mean 1,250?' }],
    [{ price: '1.250.000' }, { price: 'Enter the home price in dollars, such as 439,000' }],
    [{ price: '439k' }, { price: 'Enter the home price in dollars, such as 439,000' }],
    [{ price: '0' }, { price: 'Enter the home price, such as 439,000' }],
    [{ price: '-439000' }, { price: 'The home price cannot be negative' }],
    [{ down: 'abc' }, { down: 'Enter the down payment as a percent, such as 20' }],
    [{ down: '150' }, { down: 'Enter a percent from 0 to 100, or choose dollars' }],
    [{ down: '20,000' }, { down: 'Enter a percent from 0 to 100, or choose dollars' }],
    [{ down: '$20' }, { down: 'Enter a percent from 0 to 100, or choose dollars' }],
    [{ down: '' }, { down: 'Enter the down payment, such as 20 (%), or 0 for none' }],
    [{ downMode: 'dollars', down: '500,000' }, { down: 'The down payment cannot be more than the home price' }],
    [{ downMode: 'dollars', down: '20%' }, { down: 'Enter the down payment in dollars, such as 87,800, or 0 for none' }],
    [{ tax: '4.829' }, { tax: 'Write thousands with a comma: did you mean 4,829?' }],
    [{ insurance: 'n/a' }, { insurance: 'Enter the home insurance per year in dollars, such as 1,500, or 0 for none' }],
    [
      { rate: '6,5', price: '439.000', down: 'abc' },
      { price: 'Write thousands with a comma: did you mean 439,000?', down: 'Enter the down payment as a percent, such as 20' },
    ],
  ])('flags %j and computes nothing', (patch, errors) => {
    expect(errorsOf(patch)).toEqual(errors);
    expect(read(patch).inputs).toBeUndefined();
  });

  it('uses the same rate rule as the starting rate in Site Content', () => {
    expect(interestRateError('6,5')).toBeUndefined();
    expect(interestRateError('29.99')).toBeUndefined();
    expect(interestRateError('')).toBeUndefined();
    expect(interestRateError('30')).toMatch(/from 0 to 29.99/);
    expect(interestRateError('-1')).toMatch(/from 0 to 29.99/);
    expect(interestRateError('1,2,3')).toMatch(/from 0 to 29.99/);
  });
});
