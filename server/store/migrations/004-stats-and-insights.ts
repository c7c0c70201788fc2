// Data version 4: statistics baseline, page views and testimonial sources.
import type { Migration } from './types';

export const migration: Migration = {
  to: 4,
  name: 'statistics baseline, page views and testimonial sources',
  // Placeholder until the feature lands: the shape is unchanged.
  up: (data) => data,
};
