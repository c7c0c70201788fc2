// The data store as the server and the shell tools open it: a data file of an older version is
// archived (a `pre-migration` snapshot) before it is migrated, whoever opens it first, so the
// rollback in docs/deploy.md always has the state from just before the update.
import path from 'node:path';
import type { Env } from '../env';
import { snapshotFiles } from '../backup/service';
import { log } from '../logger';
import { noRoomError } from './data-folder';
import { openStore, type Store } from './store';

export async function openDataStore(
  env: Pick<Env, 'dataDir' | 'uploadDir' | 'backupDir' | 'projectRoot'>,
  /** Told where the old file went (the shell tools print it; the server logs it). */
  announce: (message: string) => void = (message) => log.info(message),
): Promise<Store> {
  // A full disk is said with the folder and what needed the room: the bare ENOSPC of a write names neither.
  try {
    return await openStore({
      dataDir: env.dataDir,
      seedDir: path.join(env.projectRoot, 'data', 'seed'),
      // The file on disk is still the old version here: it is archived as it is before being rewritten.
      beforeMigration: async (plan) => {
        let backup;
        try {
          backup = await snapshotFiles({ dataFile: plan.file, uploadDir: env.uploadDir, backupDir: env.backupDir }, 'pre-migration');
        } catch (error) {
          throw noRoomError(
            error,
            env.backupDir,
            'BACKUP_DIR',
            `the snapshot taken before the data file is migrated to version ${plan.to}, a full copy of the data file and the uploaded photos`,
            `The data file was not changed (still version ${plan.from}).`,
          );
        }
        announce(`Data file of version ${plan.from} saved as ${backup.file} before migrating it to version ${plan.to}`);
      },
    });
  } catch (error) {
    // Written as a temporary file renamed over db.json, so the file there is still the previous one.
    throw noRoomError(error, env.dataDir, 'DATA_DIR', 'the data file', 'db.json was not replaced.');
  }
}
