// The data store as the server and the shell tools open it: a data file of an older version is
// archived (a `pre-migration` snapshot) before it is migrated, whoever opens it first, so the
// rollback in docs/deploy.md always has the state from just before the update.
import path from 'node:path';
import type { Env } from '../env';
import { snapshotFiles } from '../backup/service';
import { log } from '../logger';
import { openStore, type Store } from './store';

export function openDataStore(
  env: Pick<Env, 'dataDir' | 'uploadDir' | 'backupDir' | 'projectRoot'>,
  /** Told where the old file went (the shell tools print it; the server logs it). */
  announce: (message: string) => void = (message) => log.info(message),
): Promise<Store> {
  return openStore({
    dataDir: env.dataDir,
    seedDir: path.join(env.projectRoot, 'data', 'seed'),
    // The file on disk is still the old version here: it is archived as it is before being rewritten.
    beforeMigration: async (plan) => {
      const backup = await snapshotFiles({ dataFile: plan.file, uploadDir: env.uploadDir, backupDir: env.backupDir }, 'pre-migration');
      announce(`Data file of version ${plan.from} saved as ${backup.file} before migrating it to version ${plan.to}`);
    },
  });
}
