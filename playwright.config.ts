import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// Debian's chromium (/usr/bin/chromium) on CI and the build machines, where Playwright cannot
// download its own browser; elsewhere, without either path, Playwright's own browser
// (`npx playwright install chromium`).
const executablePath = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));

// E2E_PORT lets two runs share a machine (the isolated server takes the next port).
const PORT = Number(process.env.E2E_PORT ?? 4173);
const ISOLATED_PORT = PORT + 1;
const PASSWORD_PORT = PORT + 2;
const TWO_FACTOR_PORT = PORT + 3;
const EDITS_PORT = PORT + 4;

// Journeys that change what every public page shows (the agent's identity, the headline, a sold
// record in the statistics, a listing or a review added and deleted) run one at a time on a server of their
// own, beside the other journeys, so no journey sees another's edit in its assertions.
const SITE_WIDE_EDITS =
  /(admin-history|admin-public-edits|admin-restore-refresh|links-and-identity|live-updates|listing-photos|stats-insights)\.spec\.ts$/;

export default defineConfig({
  testDir: 'e2e',
  // One results folder per port, so parallel runs on one machine do not clear each other's.
  outputDir: `test-results/${PORT}`,
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // The admin journeys (sign in, upload, edit, delete, check the public page) take 15-20 s alone
  // and up to 50 s while the other worker and five servers share a busy 2-core machine.
  timeout: 90_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // A failed journey keeps its trace of actions, console, network and DOM snapshots (Playwright
    // records the network only with the snapshots) and one screenshot. The trace's running
    // screencast, recorded for every journey and thrown away when it passes, is left out: about a
    // tenth of the journeys' time on a 2-core machine (2.7 -> 2.4 min for two heavy files).
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    { name: 'site', use: { ...devices['Desktop Chrome'] }, testIgnore: [/\.isolated\.spec\.ts$/, SITE_WIDE_EDITS] },
    {
      name: 'site-wide-edits',
      use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${EDITS_PORT}` },
      testMatch: SITE_WIDE_EDITS,
      workers: 1,
    },
    // Specs that change the admin password or sessions get a server of their own.
    {
      name: 'isolated',
      use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${ISOLATED_PORT}` },
      testMatch: /\.isolated\.spec\.ts$/,
      testIgnore: [/password\.isolated\.spec\.ts$/, /two-factor\.isolated\.spec\.ts$/],
    },
    // Changing the password signs every other session out, so it gets a server to itself.
    {
      name: 'password',
      use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${PASSWORD_PORT}` },
      testMatch: /password\.isolated\.spec\.ts$/,
    },
    // Turning two-factor sign-in on changes how every session signs in, so it gets a server to itself too.
    {
      name: 'two-factor',
      use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${TWO_FACTOR_PORT}` },
      testMatch: /two-factor\.isolated\.spec\.ts$/,
    },
  ],
  webServer: [PORT, ISOLATED_PORT, PASSWORD_PORT, TWO_FACTOR_PORT, EDITS_PORT].map((port) => ({
    command: `node scripts/e2e-server.mjs ${port}`,
    url: `http://localhost:${port}/api/site-content`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  })),
});
