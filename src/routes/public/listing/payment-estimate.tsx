// Loaded on its own (see payment-estimate-lazy.tsx): only a listing page ever downloads it.
import { Heading, Text, TextField } from '@radix-ui/themes';
import { useEffect, useId, useState } from 'react';
import { formatPrice } from '../../../../domain/format';
import {
  DEFAULT_DOWN_PERCENT,
  FALLBACK_INTEREST_RATE,
  INSURANCE_RATE_ESTIMATE,
  isUsableInterestRate,
  LOAN_TERMS,
  parseAmount,
  paymentBreakdown,
  TAX_RATE_ESTIMATE,
  type LoanTerm,
} from '../../../../domain/payment-estimate';
import { NativeSelect } from '../../../components/native-select';
import { useSiteContent } from '../../../lib/site-content';
import './payment-estimate.css';

const dollars = (n: number) => formatPrice(Math.round(n));

export default function PaymentEstimate({ price, hoaMonthly }: { price: number; hoaMonthly?: number | null }) {
  const { t } = useSiteContent();
  const id = useId();
  const configuredRate = parseAmount(t('mortgage_rate_default'));
  const defaultRate = isUsableInterestRate(configuredRate) ? configuredRate : FALLBACK_INTEREST_RATE;
  const [priceText, setPriceText] = useState(String(price));
  const [downMode, setDownMode] = useState<'percent' | 'dollars'>('percent');
  const [downText, setDownText] = useState(String(DEFAULT_DOWN_PERCENT));
  const [rateText, setRateText] = useState<string | null>(null);
  const [term, setTerm] = useState<LoanTerm>(30);
  const [taxText, setTaxText] = useState(String(Math.round(price * TAX_RATE_ESTIMATE)));
  const [insuranceText, setInsuranceText] = useState(String(Math.round(price * INSURANCE_RATE_ESTIMATE)));
  // Server-rendered fields answer only once the page is live: typing into them earlier would be lost.
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  const rate = rateText ?? String(defaultRate);
  const hoa = hoaMonthly ?? 0;

  const b = paymentBreakdown({
    price: parseAmount(priceText),
    down: { mode: downMode, value: parseAmount(downText) },
    annualRatePercent: parseAmount(rate),
    years: term,
    taxPerYear: parseAmount(taxText),
    insurancePerYear: parseAmount(insuranceText),
    hoaMonthly: hoa,
  });

  function switchDownMode(mode: 'percent' | 'dollars') {
    if (mode === downMode) return;
    // Keep the same down payment, expressed the other way.
    const p = parseAmount(priceText);
    const value = mode === 'dollars' ? b.downPayment : p > 0 ? (b.downPayment / p) * 100 : DEFAULT_DOWN_PERCENT;
    setDownText(String(Math.round(value * 100) / 100));
    setDownMode(mode);
  }

  const field = (key: string, label: string, value: string, onChange: (v: string) => void, suffix?: string) => (
    <div className="payment-estimate__field">
      <Text as="label" htmlFor={`${id}-${key}`} size="2" weight="bold">
        {label}
      </Text>
      <TextField.Root id={`${id}-${key}`} inputMode="decimal" size="3" readOnly={!live} value={value} onChange={(e) => onChange(e.target.value)}>
        {suffix ? <TextField.Slot side="right">{suffix}</TextField.Slot> : null}
      </TextField.Root>
    </div>
  );

  return (
    <section className="listing-page__block payment-estimate" aria-labelledby={`${id}-title`}>
      <Heading as="h2" id={`${id}-title`} className="listing-page__h2">
        Monthly Payment Estimate
      </Heading>
      <div className="payment-estimate__grid">
        <div className="payment-estimate__inputs">
          {field('price', 'Home price ($)', priceText, setPriceText)}
          <div className="payment-estimate__field">
            <Text as="label" htmlFor={`${id}-down`} size="2" weight="bold">
              Down payment ({downMode === 'percent' ? '%' : '$'})
            </Text>
            <div className="payment-estimate__down">
              <TextField.Root id={`${id}-down`} inputMode="decimal" size="3" readOnly={!live} value={downText} onChange={(e) => setDownText(e.target.value)} />
              <NativeSelect aria-label="Down payment as" disabled={!live} value={downMode} onChange={(e) => switchDownMode(e.target.value as 'percent' | 'dollars')}>
                <option value="percent">percent</option>
                <option value="dollars">dollars</option>
              </NativeSelect>
            </div>
          </div>
          {field('rate', 'Interest rate (% per year)', rate, setRateText)}
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
          {field('tax', 'Property tax per year ($)', taxText, setTaxText)}
          {field('insurance', 'Home insurance per year ($)', insuranceText, setInsuranceText)}
        </div>
        <div className="payment-estimate__result">
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
              <dd aria-live="polite">{dollars(b.total)}</dd>
            </div>
          </dl>
          <Text as="p" size="1" className="payment-estimate__note">
            Loan amount {dollars(b.loan)}. An estimate only, not a loan offer: your rate, taxes, insurance and any mortgage insurance depend on your lender and
            situation.
          </Text>
        </div>
      </div>
    </section>
  );
}
