// Loaded on its own (see payment-estimate-lazy.tsx): only a listing page ever downloads it.
import { Heading, Text, TextField } from '@radix-ui/themes';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { formatPrice } from '../../../../domain/format';
import {
  DEFAULT_DOWN_PERCENT,
  FALLBACK_INTEREST_RATE,
  INSURANCE_RATE_ESTIMATE,
  isUsableInterestRate,
  LOAN_TERMS,
  parseRateText,
  paymentBreakdown,
  readEstimateTexts,
  TAX_RATE_ESTIMATE,
  type EstimateErrors,
  type EstimateField,
  type EstimateTexts,
  type LoanTerm,
  type PaymentBreakdown,
} from '../../../../domain/payment-estimate';
import { NativeSelect } from '../../../components/native-select';
import { useSiteContent } from '../../../lib/site-content';
import './payment-estimate.css';

const dollars = (n: number) => formatPrice(Math.round(n));

/** The rate stays null until the visitor edits it, so a starting rate the agent changes meanwhile still applies. */
type Entered = Omit<EstimateTexts, 'rate'> & { rate: string | null };

/** How the status line names a field to fix. */
const FIELD_NAMES: Record<EstimateField, string> = {
  price: 'home price',
  down: 'down payment',
  rate: 'interest rate',
  tax: 'property tax',
  insurance: 'home insurance',
};
const FIELD_ORDER: EstimateField[] = ['price', 'down', 'rate', 'tax', 'insurance'];

const listed = (names: string[]) => (names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`);

/**
 * How long typing must pause before a field's problem is shown: "439," on the way to "439,000", or
 * a cleared field about to be retyped, is not a mistake yet. Leaving the field shows it at once.
 */
const TYPING_PAUSE_MS = 1200;
const NONE: ReadonlySet<EstimateField> = new Set();
const NO_FIGURES: PaymentBreakdown = { loan: 0, downPayment: 0, principalAndInterest: 0, taxes: 0, insurance: 0, hoa: 0, total: 0 };

export default function PaymentEstimate({ price, hoaMonthly }: { price: number; hoaMonthly?: number | null }) {
  const { t } = useSiteContent();
  const id = useId();
  const configuredRate = parseRateText(t('mortgage_rate_default'));
  const defaultRate = isUsableInterestRate(configuredRate) ? configuredRate : FALLBACK_INTEREST_RATE;
  const [entered, setEntered] = useState<Entered>(() => ({
    // A listing without a price (0) leaves the field for the visitor to fill in.
    price: price > 0 ? String(price) : '',
    downMode: 'percent',
    down: String(DEFAULT_DOWN_PERCENT),
    rate: null,
    tax: String(Math.round(price * TAX_RATE_ESTIMATE)),
    insurance: String(Math.round(price * INSURANCE_RATE_ESTIMATE)),
  }));
  // The values as the visitor last left them readable (on leaving a field or pausing): their
  // figures stay, greyed, while a field cannot be read. Not every keystroke: on the way to
  // "439.000" the price is briefly "439.", and its $2 payment is no estimate to keep showing.
  const [lastReadable, setLastReadable] = useState<Entered>(entered);
  const latest = useRef(entered);
  // Problems not shown yet: the visitor is still typing (see TYPING_PAUSE_MS), or has not touched the estimate.
  const [heldBack, setHeldBack] = useState<ReadonlySet<EstimateField>>(() => new Set(FIELD_ORDER));
  const pause = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(pause.current), []);
  const [term, setTerm] = useState<LoanTerm>(30);
  // Server-rendered fields answer only once the page is live: typing into them earlier would be lost.
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  const hoa = hoaMonthly ?? 0;

  const read = (e: Entered) => readEstimateTexts({ ...e, rate: e.rate ?? String(defaultRate) }, { years: term, hoaMonthly: hoa });
  const reading = read(entered);
  const errors: EstimateErrors = reading.errors ?? {};
  const shown = (field: EstimateField) => (heldBack.has(field) ? undefined : errors[field]);
  const flagged = FIELD_ORDER.filter((field) => shown(field));
  const stale = !reading.inputs;
  const figures = reading.inputs ?? read(lastReadable).inputs;
  const b = figures ? paymentBreakdown(figures) : NO_FIGURES;

  /** The visitor left a field or paused: problems show, and readable values become the ones to fall back on. */
  function settle() {
    clearTimeout(pause.current);
    setHeldBack(NONE);
    if (read(latest.current).inputs) setLastReadable(latest.current);
  }

  function enter(next: Entered) {
    latest.current = next;
    setEntered(next);
  }

  function change(patch: Partial<Entered>) {
    enter({ ...entered, ...patch });
    // A problem already on screen follows the typing (and goes once fixed); a new one waits.
    setHeldBack(new Set(FIELD_ORDER.filter((field) => !shown(field))));
    clearTimeout(pause.current);
    pause.current = setTimeout(settle, TYPING_PAUSE_MS);
  }

  function switchDownMode(mode: 'percent' | 'dollars') {
    if (mode === entered.downMode) return;
    // Keep the same down payment, expressed the other way: it needs the price and the down payment
    // only (a rate being retyped plays no part). When either cannot be read, the field is emptied
    // for the visitor to fill in: "20" (%) must never be read as $20.
    const priceAndDown = read({ ...entered, rate: '0', tax: '0', insurance: '0' }).inputs;
    let down = '';
    if (priceAndDown) {
      const p = priceAndDown.price;
      const paid = paymentBreakdown(priceAndDown).downPayment;
      const value = mode === 'dollars' ? paid : p > 0 ? (paid / p) * 100 : DEFAULT_DOWN_PERCENT;
      down = String(Math.round(value * 100) / 100);
    }
    enter({ ...entered, downMode: mode, down });
    settle();
  }

  const inputProps = (field: EstimateField) => {
    const error = shown(field);
    return {
      id: `${id}-${field}`,
      inputMode: 'decimal' as const,
      size: '3' as const,
      readOnly: !live,
      'aria-invalid': Boolean(error),
      'aria-describedby': error ? `${id}-${field}-error` : undefined,
      onBlur: settle,
    };
  };
  const problem = (field: EstimateField) => {
    const error = shown(field);
    return error ? (
      <p className="payment-estimate__error" id={`${id}-${field}-error`}>
        {error}
      </p>
    ) : null;
  };

  const field = (key: 'price' | 'tax' | 'insurance', label: string, value: string): ReactNode => (
    <div className="payment-estimate__field">
      <Text as="label" htmlFor={`${id}-${key}`} size="2" weight="bold">
        {label}
      </Text>
      <TextField.Root {...inputProps(key)} value={value} onChange={(e) => change({ [key]: e.target.value })} />
      {problem(key)}
    </div>
  );

  return (
    <section className="listing-page__block payment-estimate" aria-labelledby={`${id}-title`}>
      <Heading as="h2" id={`${id}-title`} className="listing-page__h2">
        Monthly Payment Estimate
      </Heading>
      <div className="payment-estimate__grid">
        <div className="payment-estimate__inputs">
          {field('price', 'Home price ($)', entered.price)}
          <div className="payment-estimate__field">
            <Text as="label" htmlFor={`${id}-down`} size="2" weight="bold">
              Down payment ({entered.downMode === 'percent' ? '%' : '$'})
            </Text>
            <div className="payment-estimate__down">
              <TextField.Root {...inputProps('down')} value={entered.down} onChange={(e) => change({ down: e.target.value })} />
              <NativeSelect
                aria-label="Down payment as"
                disabled={!live}
                value={entered.downMode}
                onChange={(e) => switchDownMode(e.target.value as 'percent' | 'dollars')}
              >
                <option value="percent">percent</option>
                <option value="dollars">dollars</option>
              </NativeSelect>
            </div>
            {problem('down')}
          </div>
          <div className="payment-estimate__field">
            <Text as="label" htmlFor={`${id}-rate`} size="2" weight="bold">
              Interest rate (% per year)
            </Text>
            <TextField.Root {...inputProps('rate')} value={entered.rate ?? String(defaultRate)} onChange={(e) => change({ rate: e.target.value })} />
            {problem('rate')}
          </div>
          <div className="payment-estimate__field">
            <Text as="label" htmlFor={`${id}-term`} size="2" weight="bold">
              Loan term
            </Text>
            <NativeSelect id={`${id}-term`} disabled={!live} value={String(term)} onChange={(e) => setTerm(Number(e.target.value) as LoanTerm)}>
              {LOAN_TERMS.map((y) => (
                <option key={y} value={y}>
                  {y} years
                </option>
              ))}
            </NativeSelect>
          </div>
          {field('tax', 'Property tax per year ($)', entered.tax)}
          {field('insurance', 'Home insurance per year ($)', entered.insurance)}
        </div>
        <div className="payment-estimate__result">
          {/* Always rendered, so screen readers hear it when it fills; it changes only when the set of fields to fix does. */}
          <p role="status" className="payment-estimate__status">
            {flagged.length ? `Fix the ${listed(flagged.map((f) => FIELD_NAMES[f]))} to see the estimate.` : ''}
          </p>
          {/* While a field cannot be read, the figures are those of the last readable values: greyed, and hidden from screen readers. */}
          <div className={stale ? 'payment-estimate__figures payment-estimate__figures--stale' : 'payment-estimate__figures'} aria-hidden={stale || undefined}>
            <dl>
              <div>
                <dt>Principal and interest</dt>
                <dd data-testid="payment-pi">{dollars(b.principalAndInterest)}</dd>
              </div>
              <div>
                <dt>Property tax</dt>
                <dd>{dollars(b.taxes)}</dd>
              </div>
              <div>
                <dt>Home insurance</dt>
                <dd>{dollars(b.insurance)}</dd>
              </div>
              <div>
                <dt>HOA fee</dt>
                <dd>{dollars(b.hoa)}</dd>
              </div>
              <div className="payment-estimate__total">
                <dt>Estimated total per month</dt>
                <dd aria-live="polite" data-testid="payment-total">
                  {dollars(b.total)}
                </dd>
              </div>
            </dl>
            <Text as="p" size="1" className="payment-estimate__loan">
              Loan amount {dollars(b.loan)}.
            </Text>
          </div>
          <Text as="p" size="1" className="payment-estimate__note">
            An estimate only, not a loan offer: your rate, taxes, insurance and any mortgage insurance depend on your lender and situation.
          </Text>
        </div>
      </div>
    </section>
  );
}
