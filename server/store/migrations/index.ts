// Every data migration, in order. The data file's `version` says which have run; on start the
// store runs the pending ones (after a backup) and refuses a file newer than this code.
import { migration as listingPhotos } from './002-listing-photos';
import { migration as listingFacts } from './003-listing-facts-and-showings';
import { migration as statsAndInsights } from './004-stats-and-insights';
import { migration as versionsAndAudit } from './005-versions-and-audit';
import { migration as linksAndIdentity } from './006-links-and-identity';
import { migration as spamFolder } from './007-spam-folder';
import { migration as directionControls } from './008-direction-controls';
import { migration as yearsStatedOnce } from './009-years-stated-once';
import { migration as wellFormedText } from './010-well-formed-text';
import { migration as usSpelling } from './011-us-spelling';
import { migration as statsVersion } from './012-stats-version';
import { migration as titleAndLicencesOnce } from './013-title-and-licences-once';
import type { Migration, RawDb } from './types';

export const migrations: readonly Migration[] = [
  listingPhotos,
  listingFacts,
  statsAndInsights,
  versionsAndAudit,
  linksAndIdentity,
  spamFolder,
  directionControls,
  yearsStatedOnce,
  wellFormedText,
  usSpelling,
  statsVersion,
  titleAndLicencesOnce,
];

/** The version of data this code reads and writes. */
export const CURRENT_DATA_VERSION = 1 + migrations.length;

export class DataTooNewError extends Error {
  constructor(
    readonly fileVersion: number,
    readonly codeVersion: number,
  ) {
    super(
      `holds data version ${fileVersion}, but this version of the site only understands up to ${codeVersion}. Install the newer release that wrote it, or restore an older backup.`,
    );
    this.name = 'DataTooNewError';
  }
}

export function dataVersionOf(data: RawDb): number {
  const v = data.version;
  return typeof v === 'number' && Number.isInteger(v) && v >= 1 ? v : 1;
}

/** Migrations still to run on data of this version, in order. Throws DataTooNewError for a newer file. */
export function pendingMigrations(data: RawDb): Migration[] {
  const from = dataVersionOf(data);
  if (from > CURRENT_DATA_VERSION) throw new DataTooNewError(from, CURRENT_DATA_VERSION);
  return migrations.filter((m) => m.to > from);
}

/** Runs the pending migrations on a copy, each stamping its version; the input is untouched. */
export function migrate(data: RawDb, upTo: number = CURRENT_DATA_VERSION): RawDb {
  let current = structuredClone(data);
  for (const step of pendingMigrations(current)) {
    if (step.to > upTo) break;
    current = { ...step.up(current), version: step.to };
  }
  return current;
}
