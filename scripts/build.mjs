// npm run build: the client bundle, the server-render bundle and pre-compressed copies of
// static assets (so the server never compresses a file per request).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const clientDir = process.env.CLIENT_DIR ?? 'dist/client';
const ssrDir = `${clientDir}-ssr`;
const quiet = ['--logLevel', process.env.BUILD_VERBOSE ? 'info' : 'warn'];

// Radix Themes' components.css split into the public pages' part and the admin panel's part
// (src/styles/radix-*.css, committed): regenerated here so a Radix upgrade cannot leave them stale.
execFileSync(process.execPath, ['scripts/radix-public-css.mjs'], { stdio: 'inherit' });
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
console.log(`built ${clientDir} and ${ssrDir}; pre-compressed ${count} files`);
