// A listing's address written once, for the listing page, its map link and its calendar file.

/**
 * The street address with the town added only when it lacks one: an address with a ZIP code is
 * complete ("…, Columbia, MD 21044" already names the town that the location "Columbia, Maryland"
 * states again), and so is one that contains the location as typed.
 */
export function fullListingAddress(address: string, location?: string | null): string {
  const complete = /\b\d{5}(?:-\d{4})?\b/.test(address) || !location || address.includes(location);
  return complete ? address : `${address}, ${location}`;
}
