// Data version 2: listing photo galleries.
import type { Migration } from './types';

export const migration: Migration = {
  to: 2,
  name: 'listing photo galleries',
  // Placeholder until the feature lands: the shape is unchanged.
  up: (data) => data,
};
