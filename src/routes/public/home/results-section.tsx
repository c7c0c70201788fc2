import { Text } from '@radix-ui/themes';
import { formatPrice } from '../../../../domain/format';
import { formatCount, formatMoneyShort, statsFootnote, type Stats } from '../../../../domain/stats';
import { BarChart } from '../../../components/bar-chart';
import { SectionHeading } from '../../../components/section-heading';
import { useSiteContent } from '../../../lib/site-content';
import { useStats } from '../../../lib/stats';
import { count, figures, money, priceRange } from './stats-figures';
import './results-section.css';

/**
 * Career statistics, computed from the sold records and the agent's baseline (the same read as
 * the about and sold sections). When they cannot be fetched, no figures are shown at all.
 */
export function ResultsSection() {
  const { t } = useSiteContent();
  const { stats } = useStats();
  const items = stats
    ? figures([
        ['Career Sales', count(stats.totalTransactions)],
        ['Sales Volume', money(stats.salesVolume)],
        ['Average Sale Price', money(stats.averagePrice)],
        ['Price Range', priceRange(stats, 'short')],
        ['Years of Experience', count(stats.yearsExperience)],
      ])
    : [];
  const footnote = stats ? statsFootnote(stats) : null;
  return (
    <section id="results" className="home-section results-section on-dark" aria-labelledby="results-title">
      <div className="site-container">
        <SectionHeading id="results-title" tone="dark" eyebrow="By the Numbers" title={t('results_title')} description={t('results_description')} />
        {items.length > 0 ? (
          <dl className="results-stats">
            {items.map((s) => (
              <div key={s.label} className={`results-stats__item${s.label === 'Price Range' ? ' results-stats__item--wide' : ''}`}>
                <dt>{s.label}</dt>
                <dd>{s.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {stats && stats.byYear.length > 0 ? <ClosingsChart stats={stats} /> : null}
        {footnote ? (
          <Text as="p" size="2" className="results-section__caption">
            {footnote}
          </Text>
        ) : null}
      </div>
    </section>
  );
}

function ClosingsChart({ stats }: { stats: Stats }) {
  const rows = stats.byYear;
  // Rendered only for a non-empty year list (see ResultsSection).
  const first = rows[0]!.year;
  const last = rows[rows.length - 1]!.year;
  const busiest = rows.reduce((a, b) => (b.transactions > a.transactions ? b : a));
  // The chart shows only the closings recorded one by one; Career Sales above also counts the
  // agent's stated earlier total, so say so rather than let a short chart read as the career.
  const recorded = rows.reduce((sum, r) => sum + r.transactions, 0);
  const unlisted = stats.totalTransactions - recorded;
  return (
    <div className="results-chart">
      <h3 className="results-chart__title" id="results-chart-title">
        Recorded closings per year
      </h3>
      <BarChart
        tone="dark"
        name={`Bar chart of closings per year from ${first} to ${last}, with sales volume; the busiest year was ${busiest.year} with ${busiest.transactions} closings`}
        rows={rows.map((r) => ({
          label: String(r.year),
          value: r.transactions,
          valueText: r.transactions === 0 ? '0' : `${r.transactions} · ${formatMoneyShort(r.volume)}`,
        }))}
        table={{
          caption: `Closings and sales volume per year, ${first} to ${last}`,
          headers: ['Year', 'Closings', 'Sales volume'],
          rows: rows.map((r) => [String(r.year), formatCount(r.transactions), formatPrice(r.volume)]),
        }}
      />
      <p className="results-chart__legend">
        Bars: the {formatCount(recorded)} closing{recorded === 1 ? '' : 's'} in the sold track record, by year. Beside each bar: closings · sales volume.
        {unlisted > 0 ? ` Career Sales also counts ${formatCount(unlisted)} closing${unlisted === 1 ? '' : 's'} not listed one by one.` : null}
      </p>
    </div>
  );
}
