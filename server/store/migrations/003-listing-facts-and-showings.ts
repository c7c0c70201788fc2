// Data version 3: listing facts, open houses and showing requests.
import type { Migration } from './types';

export const migration: Migration = {
  to: 3,
  name: 'listing facts, open houses and showing requests',
  // Placeholder until the feature lands: the shape is unchanged.
  up: (data) => data,
};
