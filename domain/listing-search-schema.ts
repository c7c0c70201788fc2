// The listing search as a procedure input: the same parser as the page, strict (an unknown
// value is a 400 naming its parameter). Absent means the default search (newest first, all).
import { parseListingSearch, type ListingSearch } from './listing-search';
import { z } from './zod';

export const listingSearchInput = z
  .record(z.string(), z.unknown())
  .optional()
  .transform((query, ctx): ListingSearch => {
    const { search, problems } = parseListingSearch(query ?? {});
    for (const p of problems) ctx.addIssue({ code: 'custom', path: [p.param], message: p.message });
    return search;
  });
