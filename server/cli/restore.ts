// npm run restore -- FILE: puts a snapshot back. The server must be stopped; the archive is
// verified first, and the current state is snapshotted before anything is replaced.
import path from 'node:path';
import { parseEnv } from '../env';
import { BackupArchiveError } from '../backup/archive';
import { restoreArchive } from '../backup/restore';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run restore -- /path/to/agent-site-....tar.gz');
  process.exit(2);
}
try {
  const env = parseEnv();
  const { manifest, safetySnapshot } = await restoreArchive({
    archive: path.resolve(file),
    dataDir: env.dataDir,
    dataFile: path.join(env.dataDir, 'db.json'),
    uploadDir: env.uploadDir,
    backupDir: env.backupDir,
  });
  if (safetySnapshot) console.log(`The state before the restore was saved as ${safetySnapshot.file}`);
  console.log(
    `Restored the snapshot of ${manifest.createdAt} (data version ${manifest.dataVersion}, ${manifest.counts.uploads ?? 0} uploaded files). Start the server again.`,
  );
} catch (error) {
  // A refusal changed nothing; a failure's message says what state the installation is in.
  console.error(
    `${error instanceof BackupArchiveError ? 'Restore refused' : 'Restore failed'}: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}
