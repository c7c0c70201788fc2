// Starts the production server for browser tests on a fresh temporary copy of the data.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

const port = process.argv[2] ?? '4173';
const dir = mkdtempSync(path.join(os.tmpdir(), `agent-e2e-${port}-`));
export const E2E_ADMIN_PASSWORD = 'e2e-Admin-Pass-2026';

// A loopback SMTP server that accepts everything, so lead e-mails really go out during the journeys.
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, _session, callback) {
    stream.resume();
    stream.on('end', () => callback());
  },
});
await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpPort = smtp.server.address().port;

// The compiled server from `npm run build` (CLIENT_DIR's sibling folder), as production runs it.
const serverEntry = `${process.env.CLIENT_DIR ?? 'dist/client'}-server/index.js`;
const child = spawn(process.execPath, ['--enable-source-maps', serverEntry], {
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
    // Playwright fills a form faster than a person; the spam timer and per-IP cap would drop it.
    LEAD_MIN_FILL_SECONDS: '0',
    LEAD_MAX_SUBMISSIONS: '1000',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtpPort),
    SMTP_SECURE: 'false',
    MAIL_FROM: 'Angela Whitfield <angela@whitfieldhomegroup.com>',
    AGENT_NOTIFY_EMAIL: 'agent-inbox@whitfieldhomegroup.com',
  },
});
const stop = () => {
  child.kill('SIGTERM');
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  smtp.close();
  rmSync(dir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
