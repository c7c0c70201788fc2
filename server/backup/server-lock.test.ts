import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { claimPidFile, PID_FILE, processStartTime, runningServerPid, ServerLockError } from './server-lock';

let dataDir: string;
const pidFile = () => path.join(dataDir, PID_FILE);

beforeEach(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'agent-lock-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

describe('one server per data folder', () => {
  it('refuses to start while the pid file names a live server, and leaves its file alone', () => {
    // The test runner's parent process stands in for the server already running.
    writeFileSync(pidFile(), `${process.ppid}\n`);
    expect(() => claimPidFile(dataDir)).toThrow(ServerLockError);
    expect(() => claimPidFile(dataDir)).toThrow(new RegExp(`another server \\(process ${process.ppid}\\) is already running`));
    expect(readFileSync(pidFile(), 'utf8').trim()).toBe(String(process.ppid));
  });

  it('takes over a file left by a crash', () => {
    writeFileSync(pidFile(), '999999999\n');
    const release = claimPidFile(dataDir);
    expect(readFileSync(pidFile(), 'utf8').trim()).toBe(String(process.pid));
    release();
    expect(existsSync(pidFile())).toBe(false);
  });

  it.runIf(processStartTime(process.ppid) !== null)('takes over a file whose number now belongs to a process started after it was written', () => {
    writeFileSync(pidFile(), `${process.ppid}\n`);
    const longAgo = new Date('2020-01-01T00:00:00Z');
    utimesSync(pidFile(), longAgo, longAgo);
    expect(runningServerPid(dataDir)).toBeNull();
    claimPidFile(dataDir)();
  });

  it('releases only a file that still names this process', () => {
    const release = claimPidFile(dataDir);
    writeFileSync(pidFile(), `${process.ppid}\n`);
    release();
    expect(readFileSync(pidFile(), 'utf8').trim()).toBe(String(process.ppid));
  });
});
