// The compiled server: server/index.ts and the command-line tools (backup, restore,
// reset-password) bundled by esbuild into plain ES modules that `node` runs without tsx,
// TypeScript or Vite. Packages stay imports (installed by `npm ci --omit=dev`); only the
// project's own TypeScript is bundled. __COMPILED_SERVER__ removes the Vite dev server.
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

export async function buildServer(outdir) {
  // Chunk names change with their content: without this, every build would leave the last one's behind.
  rmSync(outdir, { recursive: true, force: true });
  await build({
    entryPoints: {
      index: 'server/index.ts',
      backup: 'server/cli/backup.ts',
      restore: 'server/cli/restore.ts',
      'reset-password': 'server/reset-password.ts',
    },
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    define: { __COMPILED_SERVER__: 'true' },
    minifySyntax: true,
    sourcemap: true,
    logLevel: 'warning',
  });
}
