import { Heading } from '@radix-ui/themes';
import { formatNumber, formatPrice } from '../../../../domain/format';
import { lotSizeUnitLabels, propertyTypeLabels, type ListingFacts } from '../../../../domain/listing-fact-labels';

/** The optional facts the agent filled in; nothing at all when none are. */
export function ListingFactsSection({ facts }: { facts: ListingFacts }) {
  const rows: [string, string][] = [];
  if (facts.propertyType) rows.push(['Property type', propertyTypeLabels[facts.propertyType] ?? facts.propertyType]);
  if (facts.yearBuilt != null) rows.push(['Year built', String(facts.yearBuilt)]);
  if (facts.lotSize != null && facts.lotSizeUnit) rows.push(['Lot size', `${formatNumber(facts.lotSize)} ${lotSizeUnitLabels[facts.lotSizeUnit]}`]);
  if (facts.hoaMonthly != null) rows.push(['HOA fee', facts.hoaMonthly === 0 ? 'None' : `${formatPrice(facts.hoaMonthly)} per month`]);
  if (facts.parking) rows.push(['Parking', facts.parking]);
  if (facts.heatingCooling) rows.push(['Heating and cooling', facts.heatingCooling]);
  if (facts.mlsNumber) rows.push(['MLS number', facts.mlsNumber]);
  if (rows.length === 0) return null;
  return (
    <section className="listing-page__block listing-more-facts" aria-labelledby="listing-more-facts">
      <Heading as="h2" id="listing-more-facts" className="listing-page__h2">
        Home Facts
      </Heading>
      <dl className="listing-more-facts__list">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
