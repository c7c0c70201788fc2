// A lowdb adapter whose write is on disk before it resolves: write a temp file, fsync it,
// rename it over the real file, fsync the directory. lowdb's JSONFile (steno) renames
// atomically but never fsyncs, and "answered only after its write is on disk" needs both.
import { constants, promises as fs } from 'node:fs';
import path from 'node:path';
import type { Adapter } from 'lowdb';

/** The size in bytes of each data file as last read or written by this process (by path). */
const knownSizes = new Map<string, number>();

/** How big `file` was when this process last read or wrote it; undefined before either. No I/O. */
export function lastKnownSize(file: string): number | undefined {
  return knownSizes.get(file);
}

export class DurableJSONFile<T> implements Adapter<T> {
  readonly tempFile: string;

  constructor(
    readonly file: string,
    private readonly parse: (raw: unknown, file: string) => T,
  ) {
    this.tempFile = path.join(path.dirname(file), `.${path.basename(file)}.tmp`);
  }

  async read(): Promise<T | null> {
    let text: string;
    try {
      text = await fs.readFile(this.file, 'utf8');
    } catch (error) {
      const { code, message } = error as NodeJS.ErrnoException;
      if (code === 'ENOENT') return null;
      // A directory in its place, no permission, a disk error: said with the file's name, no stack.
      throw new DataFileError(this.file, `cannot be read (${code === 'EISDIR' ? 'it is a directory' : message})`, { cause: error });
    }
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch (error) {
      throw new DataFileError(this.file, `is not valid JSON (${(error as Error).message})`);
    }
    knownSizes.set(this.file, Buffer.byteLength(text, 'utf8'));
    return this.parse(raw, this.file);
  }

  async write(data: T): Promise<void> {
    const body = JSON.stringify(data, null, 2);
    const handle = await fs.open(this.tempFile, constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC, 0o600);
    try {
      await handle.writeFile(body, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rename(this.tempFile, this.file);
    knownSizes.set(this.file, Buffer.byteLength(body, 'utf8'));
    await syncDirectory(path.dirname(this.file));
  }
}

async function syncDirectory(dir: string) {
  let handle: fs.FileHandle | undefined;
  try {
    handle = await fs.open(dir, constants.O_RDONLY);
    await handle.sync();
  } catch {
    // Some filesystems refuse fsync on a directory; the rename is still atomic there.
  } finally {
    await handle?.close();
  }
}

/** A data file that cannot be used; the message names the file and the field. */
export class DataFileError extends Error {
  constructor(
    readonly file: string,
    detail: string,
    options?: { cause?: unknown },
  ) {
    super(`${file} ${detail}`, options);
    this.name = 'DataFileError';
  }
}
