// Work folders of snapshots (`.staging-…` in BACKUP_DIR) and restores (`.restore-…` beside the
// uploads and in DATA_DIR). A crash leaves them behind, holding a copy of every lead and hard links
// that keep deleted photos on the disk, so each run sweeps the ones nobody uses any more. Their
// names carry the pid of the process that made them: `npm run backup` may run beside the server,
// and neither may sweep the folder the other is filling.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { processStartTime } from './server-lock';

export type WorkKind = 'staging' | 'restore';

/** Folders of this process that are being filled right now. */
const inUse = new Set<string>();

/** A new, empty work folder in `parent`, kept from sweeps until removeWorkDir. */
export async function makeWorkDir(parent: string, kind: WorkKind): Promise<string> {
  const dir = await fs.mkdtemp(path.join(parent, `.${kind}-${process.pid}-`));
  inUse.add(dir);
  return dir;
}

export async function removeWorkDir(dir: string, opts: { maxRetries?: number; retryDelay?: number } = {}): Promise<void> {
  try {
    await fs.rm(dir, { recursive: true, force: true, ...opts });
  } finally {
    // Even when the removal failed: the next sweep then tries again.
    inUse.delete(dir);
  }
}

function ownerAlive(pid: number, madeAt: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  // After a reboot the number may belong to a process started later, which did not make it.
  const started = processStartTime(pid);
  return started === null || started <= madeAt + 2000;
}

/**
 * Removes the work folders of `kind` in `parent` whose process is gone (or that this process no
 * longer uses), and the files `alsoStale` names. Best effort: a leftover that cannot be removed
 * must not stop a backup or a restore, and is tried again next time.
 */
export async function sweepLeftovers(parent: string, kind: WorkKind, alsoStale: (name: string) => boolean = () => false): Promise<void> {
  let names: string[];
  try {
    names = await fs.readdir(parent);
  } catch {
    return;
  }
  const pattern = new RegExp(`^\\.${kind}-(?:(\\d+)-)?`);
  for (const name of names) {
    const full = path.join(parent, name);
    const match = pattern.exec(name);
    if (match) {
      if (inUse.has(full)) continue;
      // Names without a pid come from releases that did not write one.
      if (match[1] && Number(match[1]) !== process.pid) {
        const stat = await fs.lstat(full).catch(() => null);
        if (!stat || ownerAlive(Number(match[1]), stat.mtimeMs)) continue;
      }
    } else if (!alsoStale(name)) continue;
    await fs.rm(full, { recursive: true, force: true }).catch(() => {});
  }
}
