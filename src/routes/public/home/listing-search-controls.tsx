import { Text } from '@radix-ui/themes';
import { useId } from 'react';
import { formatPrice } from '../../../../domain/format';
import { listingSortLabels, listingSorts, type ListingSearch, type ListingSearchParam, type ListingSort } from '../../../../domain/listing-search';
import { NativeSelect } from '../../../components/native-select';
import './listing-search-controls.css';

const PRICE_STEPS = [200_000, 300_000, 400_000, 500_000, 600_000, 750_000, 1_000_000, 1_500_000, 2_000_000];
const BED_STEPS = [1, 2, 3, 4, 5];

/** The steps offered; a value from a shared URL that is not a step is offered too. */
function withCurrent(steps: number[], current: number | null): number[] {
  return current !== null && !steps.includes(current) ? [...steps, current].sort((a, b) => a - b) : steps;
}

/** One labelled numeric filter: "any" (empty) or one of the steps. */
function StepSelect({
  id,
  name,
  label,
  anyLabel,
  steps,
  value,
  format,
  onChange,
}: {
  id: string;
  name: ListingSearchParam;
  label: string;
  anyLabel: string;
  steps: number[];
  value: number | null;
  format: (n: number) => string;
  onChange: (value: number | null) => void;
}) {
  return (
    <div className="listing-filters__field">
      <Text as="label" htmlFor={id} size="2" weight="bold" className="listing-filters__label">
        {label}
      </Text>
      <NativeSelect id={id} name={name} value={value ?? ''} onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}>
        <option value="">{anyLabel}</option>
        {withCurrent(steps, value).map((n) => (
          <option key={n} value={n}>
            {format(n)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/** Price range, minimum bedrooms and sort, beside the status and location filters. */
export function ListingSearchControls({ search, onChange }: { search: ListingSearch; onChange: (patch: Partial<ListingSearch>) => void }) {
  const id = useId();
  return (
    <div className="listing-filters listing-search-controls" role="group" aria-label="Price, bedrooms and order">
      <StepSelect
        id={`${id}-min`}
        name="minPrice"
        label="Min price"
        anyLabel="No minimum"
        steps={PRICE_STEPS}
        value={search.minPrice}
        format={formatPrice}
        onChange={(minPrice) => onChange({ minPrice })}
      />
      <StepSelect
        id={`${id}-max`}
        name="maxPrice"
        label="Max price"
        anyLabel="No maximum"
        steps={PRICE_STEPS}
        value={search.maxPrice}
        format={formatPrice}
        onChange={(maxPrice) => onChange({ maxPrice })}
      />
      <StepSelect
        id={`${id}-beds`}
        name="beds"
        label="Bedrooms"
        anyLabel="Any"
        steps={BED_STEPS}
        value={search.beds}
        format={(b) => `${b}+`}
        onChange={(beds) => onChange({ beds })}
      />
      <div className="listing-filters__field">
        <Text as="label" htmlFor={`${id}-sort`} size="2" weight="bold" className="listing-filters__label">
          Sort by
        </Text>
        <NativeSelect id={`${id}-sort`} name="sort" value={search.sort} onChange={(e) => onChange({ sort: e.target.value as ListingSort })}>
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
