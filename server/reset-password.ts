// npm run reset-password [-- <new password>]: set the admin password from the shell
// (DECISIONS item 15). Stop the server first; every signed-in session is revoked.
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { parseEnv } from './env';
import { setAdminPassword } from './auth/admin-account';
import { passwordPolicyProblem } from './auth/password';
import { openStore } from './store/store';

const env = parseEnv();
let password = process.argv[2] ?? env.ADMIN_PASSWORD;
if (!password) {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  password = await rl.question('New admin password: ');
  rl.close();
}
const problem = passwordPolicyProblem(password);
if (problem) {
  console.error(problem);
  process.exit(1);
}
const store = await openStore({ dataDir: env.dataDir, seedDir: path.join(env.projectRoot, 'data', 'seed') });
await setAdminPassword(store, password, store.read().admin?.username ?? env.ADMIN_USERNAME);
console.log(`Password for "${store.read().admin?.username}" updated; all sessions signed out. Restart the server if it is running.`);
