// Starts the production server for browser tests on a fresh temporary copy of the data.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const port = process.argv[2] ?? '4173';
const dir = mkdtempSync(path.join(os.tmpdir(), `agent-e2e-${port}-`));
export const E2E_ADMIN_PASSWORD = 'e2e-Admin-Pass-2026';

const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: path.join(dir, 'data'),
    UPLOAD_DIR: path.join(dir, 'uploads'),
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
    LOGIN_MAX_ATTEMPTS: '50',
  },
});
const stop = () => {
  child.kill('SIGTERM');
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  rmSync(dir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
