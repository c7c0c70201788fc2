// npm run build: the client bundle, the server-render bundle, pre-compressed copies of static
// assets (so the server never compresses a file per request) and the compiled server
// (`${CLIENT_DIR}-server/`: plain JavaScript that `node` runs without tsx, TypeScript or Vite).
import { execFileSync } from 'node:child_process';
import { buildServer } from './server-build.mjs';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const clientDir = process.env.CLIENT_DIR ?? 'dist/client';
const ssrDir = `${clientDir}-ssr`;
const serverDir = `${clientDir}-server`;
const quiet = ['--logLevel', process.env.BUILD_VERBOSE ? 'info' : 'warn'];

// Radix Themes' components.css split into the public pages' part and the admin panel's part
// (src/styles/generated/, git-ignored): made here so a Radix upgrade cannot leave them stale.
execFileSync(process.execPath, ['scripts/radix-public-css.mjs'], { stdio: 'inherit' });
// The seed listings' photo galleries (drawn, then put through the upload pipeline) into
// public/images/photos, which Vite copies into the build; skipped when already up to date.
execFileSync(process.execPath, ['--import', 'tsx', 'scripts/seed-photos.ts'], { stdio: 'inherit' });
execFileSync('npx', ['vite', 'build', ...quiet, '--outDir', clientDir], { stdio: 'inherit' });
execFileSync('npx', ['vite', 'build', ...quiet, '--ssr', 'src/entry-server.tsx', '--outDir', ssrDir], { stdio: 'inherit' });

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
let count = 0;
function walk(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) walk(file);
    else if (COMPRESSIBLE.test(name) && statSync(file).size > 1024) {
      const body = readFileSync(file);
      writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      count += 1;
    }
  }
}
walk(clientDir);

await buildServer(serverDir);
console.log(`built ${clientDir}, ${ssrDir} and ${serverDir}; pre-compressed ${count} files`);
