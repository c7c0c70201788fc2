// npm run bench:web: Lighthouse 12 (mobile, default simulated throttling) 5 times on the home
// page and a listing page of the production build served by the real server; prints medians,
// the pages' HTML, DOM and embedded-state sizes, then the home route's JS and CSS gzip sizes.
// LOAD=1 keeps one core busy with a CPU-bound process for the whole run, as a busy VPS would.
// NO_SCRIPTS=1 blocks every script: what the server's HTML and CSS cost the phone on their own.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { startServer } from './bench-lib.mjs';

const RUNS = Number(process.env.LH_RUNS ?? 5);
const clientDir = process.env.CLIENT_DIR ?? 'dist/client';
const chrome = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));

// Bundle sizes: what index.html makes the browser fetch before the home page is interactive.
const html = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
const refs = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(js|css))"/g)].map((m) => m[1]);
const gz = (file) => gzipSync(readFileSync(path.join(clientDir, file))).length / 1024;
const jsKiB = refs.filter((r) => r.endsWith('.js')).reduce((n, r) => n + gz(r), 0);
const cssKiB = refs.filter((r) => r.endsWith('.css')).reduce((n, r) => n + gz(r), 0);

const noScripts = process.env.NO_SCRIPTS === '1';
// A spinning process of its own (not a worker in this one, which must stay responsive), ended
// with this script however it ends (a failed Lighthouse run included).
const load = process.env.LOAD === '1' ? spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }) : null;
process.on('exit', () => load?.kill());
const server = await startServer();
const properties = await (await fetch(`${server.url}/api/properties`)).json();
const pages = { home: `${server.url}/`, listing: `${server.url}/listings/${properties[0]?.id ?? 'none'}` };
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

// What the phone downloads and parses before any script runs.
const sizes = {};
for (const [name, url] of Object.entries(pages)) {
  const page = await (await fetch(url)).text();
  const state = /<script id="[^"]*" type="application\/json">([\s\S]*?)<\/script>/.exec(page)?.[1] ?? '';
  sizes[name] = { html: Buffer.byteLength(page) / 1000, state: Buffer.byteLength(state) / 1000, svg: (page.match(/<svg\b/g) ?? []).length };
}

const results = {};
for (const [name, url] of Object.entries(pages)) {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) {
    const out = execFileSync(
      'npx',
      [
        'lighthouse',
        url,
        '--output=json',
        '--quiet',
        '--only-categories=performance,accessibility,best-practices,seo',
        ...(noScripts ? ['--blocked-url-patterns=*.js'] : []),
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run',
      ],
      { env: { ...process.env, CHROME_PATH: chrome }, maxBuffer: 64 * 1024 * 1024 },
    );
    const lhr = JSON.parse(out.toString());
    runs.push({
      performance: lhr.categories.performance.score * 100,
      accessibility: lhr.categories.accessibility.score * 100,
      bestPractices: lhr.categories['best-practices'].score * 100,
      seo: lhr.categories.seo.score * 100,
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      dom: lhr.audits['dom-size']?.numericValue ?? NaN,
      failing: Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id),
    });
  }
  results[name] = runs;
}
await server.stop();
load?.kill();

console.log(
  `\nLighthouse ${RUNS} runs each (mobile, simulated throttling${load ? ', one core kept busy by a CPU-bound process' : ''}${noScripts ? ', every script blocked' : ''}), medians:\n`,
);
console.log('page    | perf | a11y | best practices | SEO | LCP ms | TBT ms | CLS   | failing audits (any run)');
console.log('--------|-----:|-----:|---------------:|----:|-------:|-------:|------:|-------------------------');
for (const [name, runs] of Object.entries(results)) {
  const m = (k) => median(runs.map((r) => r[k]));
  const failing = [...new Set(runs.flatMap((r) => r.failing))].join(', ') || '-';
  console.log(
    `${name.padEnd(7)} | ${m('performance').toFixed(0).padStart(4)} | ${m('accessibility').toFixed(0).padStart(4)} | ${m('bestPractices').toFixed(0).padStart(14)} | ${m('seo').toFixed(0).padStart(3)} | ${m('lcp').toFixed(0).padStart(6)} | ${m('tbt').toFixed(0).padStart(6)} | ${m('cls').toFixed(3)} | ${failing}`,
  );
}
console.log('budgets: performance >= 95, accessibility 100, best practices >= 95, SEO >= 95; LCP <= 2500 ms, TBT <= 150 ms, CLS <= 0.05');
console.log('');
for (const [name, s] of Object.entries(sizes)) {
  const dom = median(results[name].map((r) => r.dom));
  console.log(
    `${name.padEnd(7)} HTML ${s.html.toFixed(1)} KB (budget 100), ${dom} DOM elements (budget 1,200), ${s.svg} inline <svg>, embedded state ${s.state.toFixed(1)} KB`,
  );
}
console.log(`\nhome route JS:  ${jsKiB.toFixed(1)} KiB gzip (budget 125)`);
console.log(`home route CSS: ${cssKiB.toFixed(1)} KiB gzip (budget 60)`);
