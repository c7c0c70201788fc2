import { Text } from '@radix-ui/themes';
import { useId } from 'react';
import { locationFilters, statusFilters } from '../../../../domain/property-status';
import type { LocationFilter, StatusFilter } from '../../../../domain/property';
import { NativeSelect } from '../../../components/native-select';

const statusFilterLabels: Record<StatusFilter, string> = {
  all: 'All statuses',
  available: 'Available',
  'under contract': 'Under Contract',
  sold: 'Sold',
};

const locationFilterLabels: Record<LocationFilter, string> = {
  all: 'All locations',
  maryland: 'Maryland',
  dc: 'Washington DC',
  virginia: 'Virginia',
};

/** The two labelled filters (docs/product.md, "Listings and statuses") (status and location, applied together). */
export function ListingFilters({
  status,
  location,
  onStatusChange,
  onLocationChange,
}: {
  status: StatusFilter;
  location: LocationFilter;
  onStatusChange: (status: StatusFilter) => void;
  onLocationChange: (location: LocationFilter) => void;
}) {
  const id = useId();
  return (
    <div className="listing-filters" role="group" aria-label="Filter properties">
      <div className="listing-filters__field">
        <Text as="label" htmlFor={`${id}-status`} size="2" weight="bold" className="listing-filters__label">
          Status
        </Text>
        <NativeSelect id={`${id}-status`} name="status" value={status} onChange={(e) => onStatusChange(e.target.value as StatusFilter)}>
          {statusFilters.map((value) => (
            <option key={value} value={value}>
              {statusFilterLabels[value]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="listing-filters__field">
        <Text as="label" htmlFor={`${id}-location`} size="2" weight="bold" className="listing-filters__label">
          Location
        </Text>
        <NativeSelect id={`${id}-location`} name="location" value={location} onChange={(e) => onLocationChange(e.target.value as LocationFilter)}>
          {locationFilters.map((value) => (
            <option key={value} value={value}>
              {locationFilterLabels[value]}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
