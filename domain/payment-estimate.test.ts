import { describe, expect, it } from 'vitest';
import { monthlyPrincipalAndInterest, parseAmount, paymentBreakdown } from './payment-estimate';

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

  it('reads typed amounts', () => {
    expect(parseAmount('$100,000')).toBe(100000);
    expect(parseAmount('6.5%')).toBe(6.5);
    expect(parseAmount('')).toBeNaN();
  });
});
