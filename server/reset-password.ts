// npm run reset-password [-- <new password>] [-- --disable-2fa]: set the admin password from the
// shell (docs/product.md, "Security rules"), and/or turn two-factor sign-in off for a lost phone. Stop the server
// first; a new password revokes every signed-in session. Both are written to the audit log.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { askNewPassword } from './cli/ask-password';
import { parseEnv } from './env';
import { disableTwoFactorFromShell, setAdminPassword } from './auth/admin-account';
import { passwordPolicyProblem } from './auth/password';
import { shellActor } from './audit/actor';
import { audit } from './audit/audit-log';
import { openDataStore } from './store/open-data-store';
import type { Store } from './store/store';
import { knownFailure } from './startup-failure';
import { runningServerPid } from './backup/server-lock';

const env = parseEnv();
// The running server keeps its own copy of the data and rewrites db.json whole at its next write
// (any lead): the new password would be silently put back to the old one.
const running = runningServerPid(env.dataDir);
if (running) {
  console.error(
    `The server is running (pid ${running}) on ${env.dataDir}. Stop it first (for example: sudo systemctl stop agent-site), then run this again. Nothing was changed.`,
  );
  process.exit(1);
}
const dataFile = path.join(env.dataDir, 'db.json');
if (!existsSync(dataFile)) {
  // Run without the server's environment, this would create a fresh, seeded installation and
  // report success on it.
  console.error(
    `There is no data file at ${dataFile}: check DATA_DIR (run this with the server's environment file, docs/deploy.md section 10). Nothing was changed.`,
  );
  process.exit(1);
}
const args = process.argv.slice(2);
const disable2fa = args.includes('--disable-2fa');
const positional = args.filter((a) => !a.startsWith('--'));
// With only --disable-2fa the password stays as it is: the agent still knows it, the phone is gone.
// ADMIN_PASSWORD is not used here: it names the first start's password, and an environment file
// that still holds it would silently put the forgotten one back.
let password: string | undefined = positional[0];
if (!password && !disable2fa) {
  const typed = await askNewPassword();
  if (typed === null) {
    console.error('The two entries differ. Nothing was changed.');
    process.exit(1);
  }
  password = typed;
}
if (password) {
  const problem = await passwordPolicyProblem(password);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
// An older data file is archived (pre-migration) before it is migrated, as the server does.
let store: Store;
try {
  store = await openDataStore(env, (message) => console.log(message));
} catch (error) {
  // A damaged file, or one from a newer release, is refused as the server refuses it: one line
  // saying what to do, not a stack trace.
  const cause = knownFailure(error) ?? (error instanceof Error ? error.message : String(error));
  console.error(`Cannot open the data file: ${cause}${/Nothing was changed|not changed/.test(cause) ? '' : ' Nothing was changed.'}`);
  process.exit(1);
}
if (password) {
  await setAdminPassword(store, password, store.read().admin?.username ?? env.ADMIN_USERNAME);
  await audit(store, { type: 'password.changed', actor: shellActor, details: { via: 'reset-password' } });
  console.log(`Password for "${store.read().admin?.username}" in ${dataFile} updated; all sessions signed out. Start the server again.`);
}
if (disable2fa) {
  const wasOn = await disableTwoFactorFromShell(store);
  console.log(
    wasOn ? 'Two-factor sign-in turned off. Sign in with the password and set it up again in Settings.' : 'Two-factor sign-in was already off.',
  );
}
