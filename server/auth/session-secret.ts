// SESSION_SECRET from the environment, else one generated on first start and kept
// beside the data with owner-only permissions (docs/product.md, "Security rules").
import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';

export async function loadSessionSecret(dataDir: string, fromEnv?: string): Promise<string> {
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir, '.session-secret');
  try {
    const existing = (await fs.readFile(file, 'utf8')).trim();
    if (existing.length >= 32) {
      // A secret restored from a backup or copied by hand may have come back world-readable.
      await fs.chmod(file, 0o600);
      return existing;
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(48).toString('base64url');
  await fs.writeFile(file, secret, { mode: 0o600 });
  await fs.chmod(file, 0o600);
  return secret;
}
