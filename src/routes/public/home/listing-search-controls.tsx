import { Text } from '@radix-ui/themes';
import { useId } from 'react';
import { formatPrice } from '../../../../domain/format';
import { listingSortLabels, listingSorts, type ListingSearch, type ListingSort } from '../../../../domain/listing-search';
import { NativeSelect } from '../../../components/native-select';
import './listing-search-controls.css';

const PRICE_STEPS = [200_000, 300_000, 400_000, 500_000, 600_000, 750_000, 1_000_000, 1_500_000, 2_000_000];
const BED_STEPS = [1, 2, 3, 4, 5];

/** Options for a price select; a value from a shared URL that is not a step is offered too. */
function priceOptions(current: number | null): number[] {
  return current !== null && !PRICE_STEPS.includes(current) ? [...PRICE_STEPS, current].sort((a, b) => a - b) : PRICE_STEPS;
}

/** Price range, minimum bedrooms and sort, beside the status and location filters. */
export function ListingSearchControls({ search, onChange }: { search: ListingSearch; onChange: (patch: Partial<ListingSearch>) => void }) {
  const id = useId();
  const num = (v: string) => (v === '' ? null : Number(v));
  return (
    <div className="listing-filters listing-search-controls" role="group" aria-label="Price, bedrooms and order">
      <div className="listing-filters__field">
        <Text as="label" htmlFor={`${id}-min`} size="2" weight="bold" className="listing-filters__label">
          Min price
        </Text>
        <NativeSelect id={`${id}-min`} value={search.minPrice ?? ''} onChange={(e) => onChange({ minPrice: num(e.target.value) })}>
          <option value="">No minimum</option>
          {priceOptions(search.minPrice).map((p) => (
            <option key={p} value={p}>
              {formatPrice(p)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="listing-filters__field">
        <Text as="label" htmlFor={`${id}-max`} size="2" weight="bold" className="listing-filters__label">
          Max price
        </Text>
        <NativeSelect id={`${id}-max`} value={search.maxPrice ?? ''} onChange={(e) => onChange({ maxPrice: num(e.target.value) })}>
          <option value="">No maximum</option>
          {priceOptions(search.maxPrice).map((p) => (
            <option key={p} value={p}>
              {formatPrice(p)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="listing-filters__field">
        <Text as="label" htmlFor={`${id}-beds`} size="2" weight="bold" className="listing-filters__label">
          Bedrooms
        </Text>
        <NativeSelect id={`${id}-beds`} value={search.beds ?? ''} onChange={(e) => onChange({ beds: num(e.target.value) })}>
          <option value="">Any</option>
          {(search.beds !== null && !BED_STEPS.includes(search.beds) ? [...BED_STEPS, search.beds].sort((a, b) => a - b) : BED_STEPS).map((b) => (
            <option key={b} value={b}>
              {`${b}+`}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="listing-filters__field">
        <Text as="label" htmlFor={`${id}-sort`} size="2" weight="bold" className="listing-filters__label">
          Sort by
        </Text>
        <NativeSelect id={`${id}-sort`} value={search.sort} onChange={(e) => onChange({ sort: e.target.value as ListingSort })}>
          {listingSorts.map((s) => (
            <option key={s} value={s}>
              {listingSortLabels[s]}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
