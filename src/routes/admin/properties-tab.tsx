import { Badge, Box, Flex, Heading, Text } from '@radix-ui/themes';
import { formatNumber, formatPrice } from '../../../domain/format';
import { lotSizeUnitLabels, propertyTypeLabels, type LotSizeUnit, type PropertyType } from '../../../domain/listing-fact-labels';
import { formatOpenHouseWhen, type OpenHouse } from '../../../domain/open-house';
import { publicStatus, statusBadgeColor, type Property } from '../../../domain/property';
import { AddToTrackRecord } from './add-to-track-record';
import { AdminCollection, type CollectionTexts } from './admin-collection';
import { photosChange, type HistoryFields } from './history/field-text';
import { usePropertiesQuery, useRemoveProperty } from './properties-api';
import { PROPERTY_DIALOG_TEXTS, PropertyEditor } from './property-dialog';

const texts: CollectionTexts<Property> = {
  title: 'Properties',
  description: 'The listings on your home page. Add new homes, update prices and status, or remove listings that are gone.',
  addLabel: 'Add Property',
  editTitle: 'Edit Property',
  ...PROPERTY_DIALOG_TEXTS,
  loading: 'Loading properties...',
  loadError: 'Your properties could not be loaded.',
  empty: 'No properties yet. Select Add Property to publish your first listing.',
  listLabel: 'Properties',
  editLabel: (p) => `Edit ${p.title}`,
  deleteLabel: (p) => `Delete ${p.title}`,
  confirmDelete: (p) =>
    `Delete "${p.title}"? It will be removed from your website. For 30 days you can bring it back under Settings, Recently deleted.`,
};

// A listing's revisions in the editor's own words (property-dialog.tsx, property-facts-section.tsx).
const history: { type: 'property' } & HistoryFields = {
  type: 'property',
  labels: {
    title: 'Title',
    address: 'Address',
    location: 'Location',
    price: 'Price',
    beds: 'Beds',
    baths: 'Baths',
    sqft: 'Square feet',
    description: 'Description',
    status: 'Status',
    photos: 'Photos',
    propertyType: 'Property type',
    yearBuilt: 'Year built',
    lotSize: 'Lot size',
    lotSizeUnit: 'Lot size unit',
    hoaMonthly: 'HOA fee per month',
    mlsNumber: 'MLS number',
    parking: 'Parking',
    heatingCooling: 'Heating and cooling',
    virtualTourUrl: 'Virtual tour link',
    videoUrl: 'Video link',
    openHouses: 'Open houses',
  },
  values: {
    price: (v) => formatPrice(v as number),
    hoaMonthly: (v) => formatPrice(v as number),
    sqft: (v) => (typeof v === 'number' ? formatNumber(v) : String(v)),
    propertyType: (v) => propertyTypeLabels[v as PropertyType] ?? String(v),
    lotSizeUnit: (v) => lotSizeUnitLabels[v as LotSizeUnit] ?? String(v),
    openHouses: (v) => (Array.isArray(v) ? (v as OpenHouse[]).map(formatOpenHouseWhen).join('; ') : String(v)),
  },
  summaries: { photos: photosChange },
  // Always the cover's URL: the photos' summary says when the cover changed.
  hidden: ['imageUrl'],
};

function PropertyCard({ p }: { p: Property }) {
  return (
    <>
      <Box className="admin-thumb">
        <img src={p.imageUrl} alt={p.photos[0]?.alt ?? p.title} loading="lazy" />
      </Box>
      <Flex justify="between" align="start" gap="2">
        <Heading as="h3" size="3">
          {p.title}
        </Heading>
        <Badge color={statusBadgeColor(p.status)} size="2" className="admin-nowrap">
          {p.status}
        </Badge>
      </Flex>
      <Text as="p" size="2" color="gray">
        {p.address}
      </Text>
      <Text as="p" size="4" weight="bold">
        {formatPrice(p.price)}
      </Text>
      <Text as="p" size="2">
        {formatNumber(p.beds)} beds · {formatNumber(p.baths)} baths · {formatNumber(p.sqft)} sq ft
      </Text>
      <Text as="p" size="1" color="gray">
        {p.location} · shown to visitors as {publicStatus(p.status)}
      </Text>
      <AddToTrackRecord property={p} />
    </>
  );
}

export function PropertiesTab() {
  return (
    <AdminCollection
      texts={texts}
      query={usePropertiesQuery()}
      removal={useRemoveProperty()}
      Editor={PropertyEditor}
      renderCard={(p) => <PropertyCard p={p} />}
      history={history}
      columns={{ initial: '1', sm: '2', lg: '3' }}
      cardClassName="admin-property-card"
    />
  );
}
