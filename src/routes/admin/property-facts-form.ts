// The listing facts in the property form: text as typed, blank = not given; open houses as ISO.
import type { z } from 'zod';
import type { Property, propertyInputSchema } from '../../../domain/property';

export type ListingFactsForm = {
  propertyType: string;
  yearBuilt: string;
  lotSize: string;
  lotSizeUnit: string;
  hoaMonthly: string;
  parking: string;
  heatingCooling: string;
  mlsNumber: string;
  virtualTourUrl: string;
  videoUrl: string;
  openHouses: { start: string; end: string }[];
};

export const emptyFactsForm: ListingFactsForm = {
  propertyType: '',
  yearBuilt: '',
  lotSize: '',
  lotSizeUnit: 'acres',
  hoaMonthly: '',
  parking: '',
  heatingCooling: '',
  mlsNumber: '',
  virtualTourUrl: '',
  videoUrl: '',
  openHouses: [],
};

const str = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));

export function factsToForm(p: Property): ListingFactsForm {
  return {
    propertyType: str(p.propertyType),
    yearBuilt: str(p.yearBuilt),
    lotSize: str(p.lotSize),
    lotSizeUnit: p.lotSizeUnit ?? 'acres',
    hoaMonthly: str(p.hoaMonthly),
    parking: str(p.parking),
    heatingCooling: str(p.heatingCooling),
    mlsNumber: str(p.mlsNumber),
    virtualTourUrl: str(p.virtualTourUrl),
    videoUrl: str(p.videoUrl),
    openHouses: (p.openHouses ?? []).map((o) => ({ start: o.start, end: o.end })),
  };
}

type Parsed = z.output<typeof propertyInputSchema>;

/** Every fact is sent (null clears it), so removing a value in the form removes it on the site. */
export function factsPayload(d: Parsed) {
  const lotSize = d.lotSize ?? null;
  return {
    propertyType: d.propertyType ?? null,
    yearBuilt: d.yearBuilt ?? null,
    lotSize,
    lotSizeUnit: lotSize === null ? null : (d.lotSizeUnit ?? 'acres'),
    hoaMonthly: d.hoaMonthly ?? null,
    parking: d.parking ?? null,
    heatingCooling: d.heatingCooling ?? null,
    mlsNumber: d.mlsNumber ?? null,
    virtualTourUrl: d.virtualTourUrl ?? null,
    videoUrl: d.videoUrl ?? null,
    openHouses: d.openHouses ?? [],
  };
}
