// Data version 5: record versions, revisions, audit log and two-factor sign-in.
import type { Migration } from './types';

export const migration: Migration = {
  to: 5,
  name: 'record versions, revisions, audit log and two-factor sign-in',
  // Placeholder until the feature lands: the shape is unchanged.
  up: (data) => data,
};
