// Data version 6: checked links and one agent identity.
import type { Migration } from './types';

export const migration: Migration = {
  to: 6,
  name: 'checked links and one agent identity',
  // Placeholder until the feature lands: the shape is unchanged.
  up: (data) => data,
};
