// Data version 3: listing facts, open houses and showing requests. The facts are optional
// fields of a property (absent until the agent fills them in), so properties are left as they
// are; the new lead kind gets its own, empty collection.
import type { Migration } from './types';

export const migration: Migration = {
  to: 3,
  name: 'listing facts, open houses and showing requests',
  up(data) {
    // Data that already has showing requests (a re-run, or a hand-made file) keeps them.
    return Array.isArray(data.showingRequests) ? data : { ...data, showingRequests: [] };
  },
};
