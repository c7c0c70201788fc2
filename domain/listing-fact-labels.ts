// The listing facts' names and labels as pages show them: plain TypeScript (no zod), so a page
// that only displays facts does not load the schema library (domain/listing-facts.ts holds the
// schemas and re-exports these).

export const propertyTypes = ['single-family', 'townhouse', 'condo', 'multi-family', 'land', 'other'] as const;
export type PropertyType = (typeof propertyTypes)[number];
export const propertyTypeLabels: Record<PropertyType, string> = {
  'single-family': 'Single-family home',
  townhouse: 'Townhouse',
  condo: 'Condo',
  'multi-family': 'Multi-family',
  land: 'Land',
  other: 'Other',
};

export const lotSizeUnits = ['acres', 'sqft'] as const;
export type LotSizeUnit = (typeof lotSizeUnits)[number];
export const lotSizeUnitLabels: Record<LotSizeUnit, string> = { acres: 'acres', sqft: 'sq ft' };

export type ListingFacts = {
  propertyType?: PropertyType | null;
  yearBuilt?: number | null;
  lotSize?: number | null;
  lotSizeUnit?: LotSizeUnit | null;
  hoaMonthly?: number | null;
  parking?: string | null;
  heatingCooling?: string | null;
  mlsNumber?: string | null;
  virtualTourUrl?: string | null;
  videoUrl?: string | null;
  openHouses?: { start: string; end: string }[] | null;
};
