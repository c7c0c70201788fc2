// npm run bench:trace: what the browser's main thread does while a page loads, from Chromium's
// own trace (Playwright, the 412 x 823 viewport of Lighthouse's phone, 4x CPU throttling), as
// medians over several loads. Given two or more builds, it alternates their loads in the same
// browser, so a slow patch of the machine hits every build alike: on a busy machine single
// Lighthouse runs swing more than most changes to a page, while this comparison holds.
//
//   TRACE_DIRS=dist/base,dist/client node scripts/bench-trace.mjs   (each a CLIENT_DIR build)
//   TRACE_PAGE=/listings/<id>  TRACE_RUNS=7  TRACE_WIDTH=412
//
// A baseline build of an earlier commit: `git worktree add /tmp/base <commit>`, then in /tmp/base
// (with node_modules linked) `CLIENT_DIR=<this repo>/dist/base node scripts/build.mjs`.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { startServer } from './bench-lib.mjs';

const dirs = (process.env.TRACE_DIRS ?? process.env.CLIENT_DIR ?? 'dist/client').split(',');
const RUNS = Number(process.env.TRACE_RUNS ?? 7);
const PAGE = process.env.TRACE_PAGE ?? '/';
const WIDTH = Number(process.env.TRACE_WIDTH ?? 412);
const chrome = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));

/** Trace events summed per load (durations in throttled ms). */
const EVENTS = {
  UpdateLayoutTree: 'style recalculation',
  Layout: 'layout',
  ParseHTML: 'parse HTML',
  'v8.evaluateModule': 'module evaluation',
  FunctionCall: 'script tasks',
  Paint: 'paint',
};

const servers = [];
for (const dir of dirs) {
  process.env.CLIENT_DIR = dir;
  servers.push(await startServer());
}
const browser = await chromium.launch({ executablePath: chrome, args: ['--no-sandbox'] });

async function traceLoad(url) {
  const page = await browser.newPage({ viewport: { width: WIDTH, height: 823 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute'] });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(2000);
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  await page.close();
  // The page's main thread: the one that parsed its HTML (a navigation may switch renderer process).
  const parsed = new Map();
  for (const e of events) if (e.name === 'ParseHTML' && e.dur) parsed.set(`${e.pid}:${e.tid}`, (parsed.get(`${e.pid}:${e.tid}`) ?? 0) + e.dur);
  if (parsed.size === 0) throw new Error(`No HTML was parsed loading ${url}: is the server answering?`);
  const main = [...parsed].sort((a, b) => b[1] - a[1])[0][0];
  const sums = { 'all tasks': 0, "long tasks' time over 50 ms": 0 };
  for (const e of events) {
    if (`${e.pid}:${e.tid}` !== main || e.ph !== 'X' || !e.dur) continue;
    const ms = e.dur / 1000;
    if (EVENTS[e.name]) sums[EVENTS[e.name]] = (sums[EVENTS[e.name]] ?? 0) + ms;
    if (e.name === 'RunTask') {
      sums['all tasks'] += ms;
      if (ms > 50) sums["long tasks' time over 50 ms"] += ms - 50;
    }
  }
  return sums;
}

const results = dirs.map(() => []);
for (let run = 0; run < RUNS; run += 1) {
  for (let i = 0; i < servers.length; i += 1) results[i].push(await traceLoad(`${servers[i].url}${PAGE}`));
}
await browser.close();
for (const server of servers) await server.stop();

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const columns = [...Object.values(EVENTS), 'all tasks', "long tasks' time over 50 ms"];
console.log(`\n${PAGE} at ${WIDTH} px, 4x CPU throttling, ${RUNS} loads per build${dirs.length > 1 ? ' (alternated)' : ''}; medians, throttled ms\n`);
console.log(`| build | ${columns.join(' | ')} |`);
console.log(`|---|${columns.map(() => '---:').join('|')}|`);
dirs.forEach((dir, i) => {
  console.log(`| ${dir} | ${columns.map((c) => median(results[i].map((r) => r[c] ?? 0)).toFixed(0)).join(' | ')} |`);
});
