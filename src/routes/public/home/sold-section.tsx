import { Button, Skeleton, Text } from '@radix-ui/themes';
import { useLayoutEffect, useRef, useState } from 'react';
import { formatDate, formatPrice } from '../../../../domain/format';
import { SectionHeading } from '../../../components/section-heading';
import { statsFootnote } from '../../../../domain/stats';
import { useSiteContent } from '../../../lib/site-content';
import { useStats } from '../../../lib/stats';
import { count, priceRange } from './stats-figures';
import { useShownSoldRecords } from '../../../lib/shown-lists';
import './sold-section.css';

const SOLD_ROWS_COLLAPSED = 8;

/** The agent's closed transactions (records the admin manages, see docs/product.md, "Sold track record and reviews"). */
export function SoldSection() {
  const { t } = useSiteContent();
  const query = useShownSoldRecords();
  const [expanded, setExpanded] = useState(false);
  // "Show fewer sales" removes the rows above the button: the page is scrolled by as much, so the
  // button stays under the visitor's finger instead of the page jumping to a later section.
  const toggle = useRef<HTMLButtonElement>(null);
  const keepAt = useRef<number | null>(null);
  useLayoutEffect(() => {
    const before = keepAt.current;
    keepAt.current = null;
    if (before === null || !toggle.current) return;
    const moved = toggle.current.getBoundingClientRect().top - before;
    if (moved !== 0) window.scrollTo({ top: window.scrollY + moved, behavior: 'instant' });
  }, [expanded]);
  const records = query.data ?? [];
  const visible = expanded ? records : records.slice(0, SOLD_ROWS_COLLAPSED);

  // Figures from the one statistics read (same as about and results); hidden when unavailable.
  const { stats } = useStats();
  const summary = [
    ...(stats
      ? [
          { value: count(stats.totalTransactions), label: 'Total Transactions', caption: t('results_career_text') },
          { value: priceRange(stats, 'full'), label: 'Price Range', caption: t('results_price_range_description') },
          { value: stats.neighborhoods > 0 ? count(stats.neighborhoods) : null, label: 'Neighborhoods', caption: t('results_neighborhoods_description') },
        ]
      : []),
    { value: t('results_expertise'), label: 'Expertise', caption: t('results_expertise_description') },
  ].filter((item): item is { value: string; label: string; caption: string } => item.value !== null);
  const footnote = stats ? statsFootnote(stats) : null;

  return (
    <section id="sold" className="home-section sold-section" aria-labelledby="sold-title">
      <div className="site-container">
        <SectionHeading
          id="sold-title"
          eyebrow="Track Record"
          title="Sold Track Record"
          description="A selection of recent closings, representing sellers as listing agent and buyers as buyer agent."
        />

        <dl className="sold-summary">
          {summary.map((item) => (
            <div key={item.label} className="sold-summary__item">
              <dt className="sold-summary__label">{item.label}</dt>
              <dd className="sold-summary__value">{item.value}</dd>
              <dd className="sold-summary__caption">{item.caption}</dd>
            </div>
          ))}
        </dl>
        {footnote ? <p className="stats-footnote">{footnote}</p> : null}

        {query.isPending ? (
          <div className="sold-table-wrap" aria-busy="true" aria-label="Loading sold properties">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} height="44px" className="sold-skeleton-row" />
            ))}
          </div>
        ) : query.isError ? (
          <Text as="p" role="alert" className="sold-message">
            Recent sales could not be loaded right now. Please try again later.
          </Text>
        ) : records.length === 0 ? (
          <Text as="p" className="sold-message">
            Recent sales will appear here soon.
          </Text>
        ) : (
          <div className="sold-table-wrap">
            <table className="sold-table">
              <caption className="sr-only">Recently sold properties, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Property</th>
                  <th scope="col">Sale Price</th>
                  <th scope="col">Sale Date</th>
                  <th scope="col">Represented</th>
                </tr>
              </thead>
              <tbody>
                {visible.map((r) => (
                  <tr key={r.id}>
                    <th scope="row" data-label="Property" className="sold-table__property">
                      {r.property}
                    </th>
                    <td data-label="Sale Price" className="sold-table__price">
                      {formatPrice(r.salePrice)}
                    </td>
                    <td data-label="Sale Date">{formatDate(r.saleDate)}</td>
                    <td data-label="Represented">
                      <span className="sold-table__role" data-role={r.role === 'Buyer Agent' ? 'buyer' : 'listing'}>
                        {r.role}
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}

        {records.length > SOLD_ROWS_COLLAPSED ? (
          <div className="sold-more">
            <Button
              ref={toggle}
              size="3"
              variant="outline"
              className="site-button tone-navy"
              aria-expanded={expanded}
              onClick={() => {
                if (expanded) keepAt.current = toggle.current?.getBoundingClientRect().top ?? null;
                setExpanded((v) => !v);
              }}
            >
              {expanded ? 'Show fewer sales' : `Show all ${records.length} sales`}
            </Button>
          </div>
        ) : null}
      </div>
    </section>
  );
}
