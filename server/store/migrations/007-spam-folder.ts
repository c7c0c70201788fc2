// Data version 7: spam folder for leads.
import type { Migration } from './types';

export const migration: Migration = {
  to: 7,
  name: 'spam folder for leads',
  // Placeholder until the feature lands: the shape is unchanged.
  up: (data) => data,
};
