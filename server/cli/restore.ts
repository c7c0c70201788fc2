// npm run restore -- FILE: puts a snapshot back. The server must be stopped; the archive is
// verified first, and the current state is snapshotted before anything is replaced. The admin
// account, the leads received since the backup and the activity log are kept (server/backup/restore.ts).
import path from 'node:path';
import { parseEnv } from '../env';
import { BackupArchiveError } from '../backup/archive';
import { recordRestore, restoreArchive, restoreReport } from '../backup/restore';
import { openDataStore } from '../store/open-data-store';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run restore -- /path/to/agent-site-....tar.gz');
  process.exit(2);
}
try {
  const env = parseEnv();
  const archive = path.resolve(file);
  const result = await restoreArchive({
    archive,
    dataDir: env.dataDir,
    dataFile: path.join(env.dataDir, 'db.json'),
    uploadDir: env.uploadDir,
    backupDir: env.backupDir,
  });
  for (const line of restoreReport(result)) console.log(line);
  // Opened as the server opens it (an older data file is archived, then migrated), only to
  // append to the activity log; the restore itself is complete at this point.
  try {
    const store = await openDataStore(env, (message) => console.log(message));
    console.log(
      (await recordRestore(store, archive, result))
        ? 'The restore is recorded in the activity log.'
        : 'The restore could not be recorded in the activity log (see the error above).',
    );
  } catch (error) {
    console.log(`The restore could not be recorded in the activity log: ${error instanceof Error ? error.message : String(error)}`);
  }
  console.log('Start the server again.');
} catch (error) {
  // A refusal changed nothing; a failure's message says what state the installation is in.
  console.error(
    `${error instanceof BackupArchiveError ? 'Restore refused' : 'Restore failed'}: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}
