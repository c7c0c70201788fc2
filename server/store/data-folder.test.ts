import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startupFailureMessage } from '../startup-failure';
import { removeDir, tempDir } from '../test/harness';
import { checkDataFolders, DataFolderError } from './data-folder';
import { DataFileError } from './durable-json-file';

let root: string;
let env: { dataDir: string; uploadDir: string; SESSION_SECRET?: string };
beforeEach(async () => {
  root = await tempDir();
  env = { dataDir: path.join(root, 'data'), uploadDir: path.join(root, 'uploads') };
  mkdirSync(env.dataDir);
});
afterEach(() => removeDir(root));

const refusal = (env: Parameters<typeof checkDataFolders>[0]) =>
  checkDataFolders(env).then(
    () => null,
    (error: unknown) => error,
  );

describe('checkDataFolders', () => {
  it('passes a fresh install, creating UPLOAD_DIR, and leaves no file behind', async () => {
    await checkDataFolders(env);
    expect(existsSync(env.uploadDir)).toBe(true);
    expect(readdirSync(env.dataDir)).toEqual([]);
    expect(readdirSync(env.uploadDir)).toEqual([]);
  });

  it('refuses a damaged history.json with the restore hint, changing nothing', async () => {
    const history = path.join(env.dataDir, 'history.json');
    writeFileSync(history, '{garbage\n');
    const error = await refusal(env);
    expect(error).toBeInstanceOf(DataFileError);
    expect(startupFailureMessage(error)).toMatch(
      new RegExp(`^Cannot start: ${history.replace(/[.]/g, '\\.')} is not valid JSON .*Nothing was changed\\. .*npm run restore -- <archive>`),
    );
    expect(readFileSync(history, 'utf8')).toBe('{garbage\n');
    expect(readdirSync(env.dataDir)).toEqual(['history.json']);
  });

  it('refuses a file where the audit log or the photo originals folder should be', async () => {
    for (const name of ['audit', 'originals']) {
      const folder = path.join(env.dataDir, name);
      writeFileSync(folder, 'x');
      const error = await refusal(env);
      expect(error).toBeInstanceOf(DataFileError);
      expect(startupFailureMessage(error)).toMatch(new RegExp(`^Cannot start: ${folder} is not a folder`));
      await removeDir(folder);
    }
    mkdirSync(path.join(env.dataDir, 'audit'));
    mkdirSync(path.join(env.dataDir, 'originals'));
    await checkDataFolders(env);
  });

  it('refuses an UPLOAD_DIR that is a file, naming the setting', async () => {
    writeFileSync(env.uploadDir, 'x');
    const error = await refusal(env);
    expect(error).toBeInstanceOf(DataFolderError);
    expect(startupFailureMessage(error)).toBe(
      `Cannot start: UPLOAD_DIR (${env.uploadDir}) is not a folder. Point UPLOAD_DIR at the folder it should use.`,
    );
  });

  it('refuses a folder in place of .session-secret unless SESSION_SECRET is set', async () => {
    mkdirSync(path.join(env.dataDir, '.session-secret'));
    expect(startupFailureMessage(await refusal(env))).toMatch(/\.session-secret is a folder.*Move it aside.*or set SESSION_SECRET/);
    await checkDataFolders({ ...env, SESSION_SECRET: 'x'.repeat(40) });
  });
});
