// The monthly payment estimate on a listing page: standard amortisation of the loan plus a
// twelfth of the yearly tax and insurance and the monthly HOA fee. Runs in the browser only.

export const LOAN_TERMS = [30, 20, 15] as const;
export type LoanTerm = (typeof LOAN_TERMS)[number];
/** Rough yearly estimates the visitor can overwrite: property tax and homeowner's insurance as a share of the price. */
export const TAX_RATE_ESTIMATE = 0.011;
export const INSURANCE_RATE_ESTIMATE = 0.0035;
export const DEFAULT_DOWN_PERCENT = 20;
export const FALLBACK_INTEREST_RATE = 6.5;

/** Monthly principal and interest on `loan` dollars at `annualRatePercent` over `years`. 0 % divides evenly. */
export function monthlyPrincipalAndInterest(loan: number, annualRatePercent: number, years: number): number {
  const n = Math.round(years * 12);
  if (!(loan > 0) || !(n > 0)) return 0;
  const r = annualRatePercent / 100 / 12;
  if (!(r > 0)) return loan / n;
  return (loan * r) / (1 - (1 + r) ** -n);
}

export type PaymentInputs = {
  price: number;
  /** Either a percent of the price or dollars, as the visitor chose. */
  down: { mode: 'percent' | 'dollars'; value: number };
  annualRatePercent: number;
  years: number;
  taxPerYear: number;
  insurancePerYear: number;
  hoaMonthly: number;
};

export type PaymentBreakdown = {
  loan: number;
  downPayment: number;
  principalAndInterest: number;
  taxes: number;
  insurance: number;
  hoa: number;
  total: number;
};

const money = (n: number) => (Number.isFinite(n) && n > 0 ? n : 0);

export function paymentBreakdown(input: PaymentInputs): PaymentBreakdown {
  const price = money(input.price);
  const downPayment = Math.min(price, input.down.mode === 'percent' ? (price * money(input.down.value)) / 100 : money(input.down.value));
  const loan = price - downPayment;
  const principalAndInterest = monthlyPrincipalAndInterest(loan, money(input.annualRatePercent), input.years);
  const taxes = money(input.taxPerYear) / 12;
  const insurance = money(input.insurancePerYear) / 12;
  const hoa = money(input.hoaMonthly);
  return { loan, downPayment, principalAndInterest, taxes, insurance, hoa, total: principalAndInterest + taxes + insurance + hoa };
}

/** Rates the estimate takes as the agent's starting rate (% per year); anything else is refused in Site Content. */
export const isUsableInterestRate = (rate: number) => Number.isFinite(rate) && rate >= 0 && rate < 30;

/** The Site Content check of the starting rate: blank (the built-in rate) or a usable number. */
export function interestRateError(text: string): string | undefined {
  return text.trim() === '' || isUsableInterestRate(parseAmount(text))
    ? undefined
    : 'Payment estimate: starting interest rate must be a number from 0 to 29.99 (% per year), such as 6.5';
}

/** A number typed in a form field ("6.5", "$100,000"), or NaN. */
export function parseAmount(text: string): number {
  const cleaned = text.replace(/[$,%\s]/g, '');
  return cleaned === '' ? Number.NaN : Number(cleaned);
}
