// npm run backup: one snapshot now, of the installation the server uses (same DATA_DIR,
// UPLOAD_DIR, BACKUP_DIR). The last line printed is the archive's path, for scripts.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { EnvError, parseEnv } from '../env';
import { snapshotFiles } from '../backup/service';
import { knownFailure } from '../startup-failure';
import { DataFileError } from '../store/durable-json-file';
import { DataTooNewError } from '../store/migrations/index';
import { readDataFile } from '../store/store';

try {
  const env = parseEnv();
  const dataFile = path.join(env.dataDir, 'db.json');
  if (!existsSync(dataFile)) throw new EnvError(`There is no data file at ${dataFile}: check DATA_DIR (the server creates it on its first start).`);
  await refuseUnloadable(dataFile);
  const result = await snapshotFiles({ dataFile, uploadDir: env.uploadDir, backupDir: env.backupDir }, 'manual');
  const c = result.manifest.counts;
  console.log(
    `Backed up data version ${result.manifest.dataVersion}: ${c.properties ?? 0} listings, ${c.uploads} uploaded files, ${result.size} bytes.`,
  );
  console.log(result.file);
} catch (error) {
  if (error instanceof DataFileError) console.error(`Backup refused: ${knownFailure(error) ?? error.message}`);
  else console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

/**
 * A data file the server would refuse at start (truncated, not JSON, not shaped as it should be)
 * makes an archive that restore refuses too: better said now than on the day it is needed.
 * A newer release's file is archived as it is: rolling back (docs/deploy.md section 11) backs it
 * up with the older release before restoring the pre-migration snapshot.
 */
async function refuseUnloadable(dataFile: string) {
  try {
    await readDataFile(dataFile);
  } catch (error) {
    if (error instanceof DataFileError && error.cause instanceof DataTooNewError) return;
    throw error;
  }
}
