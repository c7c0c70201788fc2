// npm run backup: one snapshot now, of the installation the server uses (same DATA_DIR,
// UPLOAD_DIR, BACKUP_DIR). The last line printed is the archive's path, for scripts.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { EnvError, parseEnv } from '../env';
import { snapshotFiles } from '../backup/service';

try {
  const env = parseEnv();
  const dataFile = path.join(env.dataDir, 'db.json');
  if (!existsSync(dataFile)) throw new EnvError(`There is no data file at ${dataFile}: check DATA_DIR (the server creates it on its first start).`);
  const result = await snapshotFiles({ dataFile, uploadDir: env.uploadDir, backupDir: env.backupDir }, 'manual');
  const c = result.manifest.counts;
  console.log(
    `Backed up data version ${result.manifest.dataVersion}: ${c.properties ?? 0} listings, ${c.uploads} uploaded files, ${result.size} bytes.`,
  );
  console.log(result.file);
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
