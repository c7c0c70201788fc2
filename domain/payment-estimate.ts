// The monthly payment estimate on a listing page: standard amortisation of the loan plus a
// twelfth of the yearly tax and insurance and the monthly HOA fee. Runs in the browser only.
import { parseNumberText } from './fields';

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

/** The highest starting or visitor rate the estimate takes (% per year): anything above is a typo, not a mortgage. */
export const MAX_INTEREST_RATE = 29.99;

/** Rates the estimate takes, from the agent (Site Content) or the visitor (% per year). */
export const isUsableInterestRate = (rate: number) => Number.isFinite(rate) && rate >= 0 && rate <= MAX_INTEREST_RATE;

/** The Site Content check of the starting rate: blank (the built-in rate) or a usable number. */
export function interestRateError(text: string): string | undefined {
  return text.trim() === '' || isUsableInterestRate(parseRateText(text))
    ? undefined
    : `Payment estimate: starting interest rate must be a number from 0 to ${MAX_INTEREST_RATE} (% per year), such as 6.5`;
}

// A percent as people type it: "6.5", "6.5%", ".5", and with a decimal comma "6,5". A minus
// sign is read so a negative gets the range message rather than "not a number".
const PERCENT_TEXT = /^-?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/;

/**
 * A typed interest rate ("6.5", "6.5 %", "6,5"), or NaN. A comma is the decimal separator: a
 * rate under 30 has no thousands, so "6,5" and "6,500" are both 6.5.
 */
export function parseRateText(text: string): number {
  const t = text.trim().replace(/\s*%$/, '');
  return PERCENT_TEXT.test(t) ? Number(t.replace(',', '.')) : Number.NaN;
}

/** What the visitor types in the estimate; the rate is null until they change the starting rate. */
export type EstimateTexts = {
  price: string;
  downMode: 'percent' | 'dollars';
  down: string;
  rate: string;
  tax: string;
  insurance: string;
};
export type EstimateField = 'price' | 'down' | 'rate' | 'tax' | 'insurance';
export type EstimateErrors = Partial<Record<EstimateField, string>>;

type Reading = { value: number; error?: undefined } | { value?: undefined; error: string };

const grouped = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 2 });

/**
 * A dollar amount as people write it ("$439,000", "439000", "439,000.50"). "439.000" is refused:
 * with a dot for thousands (as much of the world writes) it is $439,000, read as a decimal it is
 * $439, and guessing either way shows a confident, wrong payment.
 */
function readDollars(text: string, what: string, example: string): Reading {
  const t = text.trim();
  if (t === '') return { error: `Enter the ${what}, such as ${example}` };
  const dotThousands = /^\$?\s*(\d{1,3})\.(\d{3})$/.exec(t);
  if (dotThousands)
    return { error: `Write thousands with a comma: did you mean ${grouped(Number(dotThousands[1]) * 1000 + Number(dotThousands[2]))}?` };
  const n = parseNumberText(t);
  if (!Number.isFinite(n)) return { error: `Enter the ${what} in dollars, such as ${example}` };
  if (n < 0) return { error: `The ${what} cannot be negative` };
  return { value: n };
}

/** The down payment as a percent: "20", "20%", "12,5". "20,000" is thousands, so the visitor is told to choose dollars. */
function readDownPercent(text: string): Reading {
  const t = text.trim();
  if (t === '') return { error: 'Enter the down payment, such as 20 (%), or 0 for none' };
  const outOfRange = { error: 'Enter a percent from 0 to 100, or choose dollars' };
  if (t.includes('$') || /^\d{1,3}(?:,\d{3})+(?:\.\d*)?$/.test(t)) return outOfRange;
  const n = parseRateText(t);
  if (!Number.isFinite(n)) return { error: 'Enter the down payment as a percent, such as 20' };
  return n < 0 || n > 100 ? outOfRange : { value: n };
}

function readRate(text: string): Reading {
  if (text.trim() === '') return { error: 'Enter the interest rate, such as 6.5' };
  const n = parseRateText(text);
  if (!Number.isFinite(n)) return { error: 'Enter the rate as a number, such as 6.5' };
  return isUsableInterestRate(n) ? { value: n } : { error: `Enter a rate from 0 to ${MAX_INTEREST_RATE} (% per year)` };
}

/**
 * The estimate's inputs read from what the visitor typed, or a message for each field that cannot
 * be read as meant. No estimate is computed while any field has a message: a misread value would
 * give a confident, wrong monthly payment.
 */
export function readEstimateTexts(
  texts: EstimateTexts,
  fixed: { years: number; hoaMonthly: number },
): { inputs: PaymentInputs; errors?: undefined } | { inputs?: undefined; errors: EstimateErrors } {
  const price = readDollars(texts.price, 'home price', '439,000');
  const readings: Record<EstimateField, Reading> = {
    price: price.value === 0 ? { error: 'Enter the home price, such as 439,000' } : price,
    down: texts.downMode === 'percent' ? readDownPercent(texts.down) : readDollars(texts.down, 'down payment', '87,800, or 0 for none'),
    rate: readRate(texts.rate),
    tax: readDollars(texts.tax, 'property tax per year', '4,800, or 0 for none'),
    insurance: readDollars(texts.insurance, 'home insurance per year', '1,500, or 0 for none'),
  };
  const { down } = readings;
  if (texts.downMode === 'dollars' && down.value !== undefined && price.value !== undefined && down.value > price.value)
    readings.down = { error: 'The down payment cannot be more than the home price' };
  const errors: EstimateErrors = {};
  for (const [field, reading] of Object.entries(readings) as [EstimateField, Reading][]) if (reading.error) errors[field] = reading.error;
  const v = (field: EstimateField) => readings[field].value;
  const [p, d, r, tax, insurance] = [v('price'), v('down'), v('rate'), v('tax'), v('insurance')];
  if (p === undefined || d === undefined || r === undefined || tax === undefined || insurance === undefined) return { errors };
  return {
    inputs: {
      price: p,
      down: { mode: texts.downMode, value: d },
      annualRatePercent: r,
      years: fixed.years,
      taxPerYear: tax,
      insurancePerYear: insurance,
      hoaMonthly: fixed.hoaMonthly,
    },
  };
}
