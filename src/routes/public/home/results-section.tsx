import { Text } from '@radix-ui/themes';
import { SectionHeading } from '../../../components/section-heading';
import { useSiteContent } from '../../../lib/site-content';
import './results-section.css';

/**
 * Career statistics. When site content cannot be fetched, useSiteContent yields the
 * built-in defaults (240, $123.6M, $515K, $127K-$960K, 16), as SPEC section 8 requires.
 */
export function ResultsSection() {
  const { t } = useSiteContent();
  const stats = [
    { value: t('career_sales'), label: 'Career Sales' },
    { value: t('sales_volume'), label: 'Sales Volume' },
    { value: t('average_price'), label: 'Average Sale Price' },
    { value: `${t('price_range_min')} - ${t('price_range_max')}`, label: 'Price Range', wide: true },
    { value: t('years_experience'), label: 'Years of Experience' },
  ];
  return (
    <section id="results" className="home-section results-section on-dark" aria-labelledby="results-title">
      <div className="site-container">
        <SectionHeading id="results-title" tone="dark" eyebrow="By the Numbers" title={t('results_title')} description={t('results_description')} />
        <dl className="results-stats">
          {stats.map((s) => (
            <div key={s.label} className={`results-stats__item${s.wide ? ' results-stats__item--wide' : ''}`}>
              <dt>{s.label}</dt>
              <dd>{s.value}</dd>
            </div>
          ))}
        </dl>
        <Text as="p" size="2" className="results-section__caption">
          {t('results_stats_text')}
        </Text>
      </div>
    </section>
  );
}
