// The only module that owns the lowdb instance. Every write goes through `mutate`,
// which is serialized and resolves only after the new state is durably on disk.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { Low } from 'lowdb';
import { DataFileError, DurableJSONFile } from './durable-json-file';
import { CURRENT_DATA_VERSION, DataTooNewError, dataVersionOf, migrate, pendingMigrations } from './migrations/index';
import { type Db, dbSchema, describeIssues, seedFiles } from './schema';
import { EMPTY_STATS_SETTINGS } from '../../domain/stats';
import { readSeedFile, reportSeedProblems, SeedFileError, seedRemedy } from './seed-check';
import { log } from '../logger';

export type MigrationPlan = { file: string; from: number; to: number; steps: string[] };

export type StoreOptions = {
  dataDir: string;
  seedDir: string;
  dbFileName?: string;
  /**
   * Called once before pending migrations are written over the data file (the file on disk is
   * still the old version at that point), so a backup of it can be taken. A throw stops the start.
   */
  beforeMigration?: (plan: MigrationPlan) => Promise<void>;
};

export type Store = {
  /** The committed state. Treat as read-only; change it through mutate. */
  read(): Readonly<Db>;
  /** Apply fn to a copy, persist it, then publish it. fn's throw leaves everything unchanged. */
  mutate<R>(fn: (draft: Db) => R): Promise<R>;
  /** Called after every committed write, with the collections that changed. */
  onChange(listener: (changed: Set<keyof Db>) => void): () => void;
  /** Runs fn with the committed state while no write can start or finish (consistent backups). */
  exclusive<R>(fn: (db: Readonly<Db>) => Promise<R>): Promise<R>;
  readonly file: string;
  readonly version: () => number;
};

/** A data file's content as a start takes it: migrated in memory, then checked field by field. */
function loadDb(raw: unknown, f: string): { db: Db; plan: MigrationPlan | null } {
  let plan: MigrationPlan | null = null;
  if (raw && typeof raw === 'object' && !Array.isArray(raw)) {
    const data = raw as Record<string, unknown>;
    let steps;
    try {
      steps = pendingMigrations(data);
    } catch (error) {
      if (error instanceof DataTooNewError) throw new DataFileError(f, error.message, { cause: error });
      throw error;
    }
    if (steps.length > 0) {
      plan = { file: f, from: dataVersionOf(data), to: CURRENT_DATA_VERSION, steps: steps.map((m) => `${m.to}: ${m.name}`) };
      raw = migrate(data);
    }
  }
  const parsed = dbSchema.safeParse(raw);
  if (!parsed.success) throw new DataFileError(f, `does not match the expected data shape:\n${describeIssues(parsed.error)}`);
  return { db: parsed.data, plan };
}

/**
 * Reads a data file the way a start does, writing nothing: null when there is none, DataFileError
 * (naming the file and the problem; caused by DataTooNewError for a newer release's file) when a
 * start would refuse it.
 */
export function readDataFile(file: string): Promise<Db | null> {
  return new DurableJSONFile<Db>(file, (raw, f) => loadDb(raw, f).db).read();
}

export async function openStore(options: StoreOptions): Promise<Store> {
  const { dataDir, seedDir, dbFileName = 'db.json', beforeMigration } = options;
  await fs.mkdir(dataDir, { recursive: true, mode: 0o700 });
  await fs.chmod(dataDir, 0o700);
  const file = path.join(dataDir, dbFileName);

  let plan: MigrationPlan | null = null;
  const adapter = new DurableJSONFile<Db>(file, (raw, f) => {
    const loaded = loadDb(raw, f);
    plan = loaded.plan;
    return loaded.db;
  });
  // A temp file left by a crash mid-write is never read: the rename had not happened,
  // so the real file still holds the last acknowledged state.
  await fs.rm(adapter.tempFile, { force: true });

  const db = new Low<Db>(adapter, emptyDb());
  const existing = await adapter.read();
  // The seed is checked on every start (file and field named), even when it is not used.
  if (existing) await reportSeedProblems(seedDir);
  if (existing) {
    db.data = existing;
    await fs.chmod(file, 0o600);
    const pending = plan as MigrationPlan | null;
    if (pending) {
      await beforeMigration?.(pending);
      await db.write();
      log.info({ from: pending.from, to: pending.to, steps: pending.steps }, `Data file migrated from version ${pending.from} to ${pending.to}`);
    }
  } else {
    await refuseIfUsedBefore(dataDir, file);
    db.data = await loadSeed(seedDir);
    await db.write();
  }

  const listeners = new Set<(changed: Set<keyof Db>) => void>();
  let queue: Promise<unknown> = Promise.resolve();
  let version = 1;

  function mutate<R>(fn: (draft: Db) => R): Promise<R> {
    const run = async () => {
      const before = db.data;
      const draft = structuredClone(before);
      const result = fn(draft);
      const changed = changedKeys(before, draft);
      if (changed.size === 0) return result;
      await adapter.write(draft);
      db.data = draft;
      version += 1;
      for (const listener of listeners) {
        try {
          listener(changed);
        } catch (error) {
          log.error({ err: error }, 'store change listener failed');
        }
      }
      return result;
    };
    const next = queue.then(run, run);
    queue = next.catch(() => undefined);
    return next;
  }

  function exclusive<R>(fn: (db: Readonly<Db>) => Promise<R>): Promise<R> {
    const run = () => fn(db.data);
    const next = queue.then(run, run);
    queue = next.catch(() => undefined);
    return next;
  }

  return {
    read: () => db.data,
    mutate,
    exclusive,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    file,
    version: () => version,
  };
}

function changedKeys(before: Db, after: Db): Set<keyof Db> {
  const changed = new Set<keyof Db>();
  for (const key of Object.keys(after) as (keyof Db)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) changed.add(key);
  }
  return changed;
}

export function emptyDb(): Db {
  return {
    version: CURRENT_DATA_VERSION,
    siteContent: {},
    siteContentVersions: {},
    properties: [],
    testimonials: [],
    soldRecords: [],
    contactMessages: [],
    valuationRequests: [],
    showingRequests: [],
    admin: null,
    outbox: [],
    stats: { ...structuredClone(EMPTY_STATS_SETTINGS), version: 1 },
    pageViews: [],
  };
}

/** Files only a data folder that has run a site holds (server.pid is written before the store opens). */
const SIGNS_OF_USE = ['.session-secret', 'history.json', 'audit', 'originals'];

/**
 * A data folder without db.json but with the files a running site leaves beside it lost its data
 * file (a failed copy, a mistaken delete). Starting afresh from the seed would put the seed's
 * listings on the public site and, from then on, write leads into a file that hides the loss:
 * the start is refused until the file is put back or the folder is set aside on purpose.
 */
async function refuseIfUsedBefore(dataDir: string, file: string) {
  const present = [];
  for (const name of SIGNS_OF_USE) if (await fs.stat(path.join(dataDir, name)).catch(() => null)) present.push(name);
  const backups = await fs.readdir(path.join(dataDir, 'backups')).catch(() => [] as string[]);
  if (backups.some((name) => name.endsWith('.tar.gz'))) present.push('backups/');
  if (present.length === 0) return;
  throw new DataFileError(
    file,
    `is missing, but this data folder has been used by a running site (it holds ${present.join(', ')}). Put the file back, or restore the newest backup with \`npm run restore -- <archive>\`; to start afresh from the seed, move the whole data folder aside or use a new DATA_DIR.`,
  );
}

async function loadSeed(seedDir: string): Promise<Db> {
  // Without it the first start would create an empty site, and keep it: db.json then exists.
  if (!(await fs.stat(seedDir).catch(() => null))?.isDirectory()) {
    throw new SeedFileError(
      seedDir,
      'is missing: the first start creates the data from the seed. Start the server from the project folder (where data/seed is), or copy data/seed there.',
    );
  }
  const db = emptyDb();
  const now = Date.now();
  for (const [key, { file, schema }] of Object.entries(seedFiles)) {
    const full = path.join(seedDir, file);
    const read = await readSeedFile(key, full, schema);
    if ('missing' in read) continue;
    // A read failure (no permission...) is rethrown as it is: its code says what to do.
    if ('problem' in read) throw read.error ?? new SeedFileError(full, `${read.problem}${seedRemedy('that seed file')}`);
    if (Array.isArray(read.data)) {
      // A second apart in file order, the first the newest: "Newest" lists seeded records as the
      // file does (with one shared time they fell back to their ids' alphabetical order).
      (db as Record<string, unknown>)[key] = (read.data as Record<string, unknown>[]).map((r, i) => {
        const at = new Date(now - i * 1000).toISOString();
        return { createdAt: at, updatedAt: at, ...r };
      });
    } else {
      (db as Record<string, unknown>)[key] = read.data;
    }
  }
  const checked = dbSchema.safeParse(db);
  if (!checked.success)
    throw new SeedFileError(seedDir, `seed data is invalid:\n${describeIssues(checked.error)}${seedRemedy('the seed files there')}`);
  return checked.data;
}
