// npm run test:e2e: build the app, make sure a Chromium exists, run Playwright.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
const system = candidates.find((p) => existsSync(p));
if (!system) {
  let bundled = false;
  try {
    const { chromium } = await import('@playwright/test');
    bundled = existsSync(chromium.executablePath());
  } catch {
    bundled = false;
  }
  if (!bundled) {
    console.error(
      'No Chromium found for the browser tests.\n' +
        '  Debian/Ubuntu: sudo apt-get install -y chromium\n' +
        '  elsewhere:     npx playwright install chromium\n' +
        '  or point CHROMIUM_PATH at a Chrome/Chromium binary.',
    );
    process.exit(1);
  }
}

// CLIENT_DIR lets parallel runs build into separate folders; the server reads the same variable.
if (!process.env.E2E_SKIP_BUILD) execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
