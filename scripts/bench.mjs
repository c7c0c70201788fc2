// npm run bench: the hot paths of the production server against a bare node:http server (in its
// own process) that sends the very same bytes and headers with the same ETag rule: the 1 Hz
// site-content poll, and cached pages (home, a listing, a filtered home page) in brotli and as
// 304s. Then the memory check: RSS after BENCH_FILTER_URLS distinct filter URLs.
//
// How it compares on a shared 2-core machine: both servers run on core 0 and the load generator
// (this script) on core 1 (taskset, when there is one), so neither server shares its core with
// the client. Each case warms both servers, then runs bare, app, bare, ..., bare in short slices
// and takes the ratio of the app slices taken while the machine held its speed
// (scripts/bench-ratio.mjs): the machine's own speed moves in stretches of seconds (the bare
// server alone has read 25,000 and 48,000 a second a minute apart).
import autocannon from 'autocannon';
import { canPin, pinSelf, startBare, startServer } from './bench-lib.mjs';
import { median, sandwichRatio } from './bench-ratio.mjs';

const SERVER_CPU = 0;
const CLIENT_CPU = 1;
await pinSelf(CLIENT_CPU);

const POLL_CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const PAGE_CONNECTIONS = Number(process.env.BENCH_PAGE_CONNECTIONS ?? 50);
const SLICE_SECONDS = Number(process.env.BENCH_SECONDS ?? 2);
const SLICES = Number(process.env.BENCH_SLICES ?? 9);
const FILTER_URLS = Number(process.env.BENCH_FILTER_URLS ?? 10_000);
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
const RSS_BUDGET_MB = 200;
/** Two bare slices this close (relative difference) mean the machine held its speed in between. */
const STEADY = Number(process.env.BENCH_STEADY ?? 0.1);
const IDLE_BUDGET_MB = 100;

const app = await startServer({ cpu: SERVER_CPU });
const listingId = ((await (await fetch(`${app.url}/api/properties`)).json())[0] ?? {}).id;
const FILTERED = '/?sort=price-asc&beds=3';

// Every page twice (the second request schedules brotli 11 off the event loop), then wait until
// every page's brotli bytes have shrunk (the upgrade has run; up to 30 s on a busy machine).
const brSize = async (path) =>
  Number((await fetch(`${app.url}${path}`, { method: 'HEAD', headers: { 'accept-encoding': 'br' } })).headers.get('content-length'));
const warm = ['/', `/listings/${listingId}`, FILTERED];
for (const path of warm)
  for (let i = 0; i < 2; i += 1) await (await fetch(`${app.url}${path}`, { headers: { 'accept-encoding': 'br' } })).arrayBuffer();
const firstSizes = await Promise.all(warm.map(brSize));
for (let i = 0; i < 60; i += 1) {
  await new Promise((r) => setTimeout(r, 500));
  const sizes = await Promise.all(warm.map(brSize));
  if (sizes.every((n, j) => n < firstSizes[j])) break;
}

const DROP = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'x-request-id']);
async function capture(path, accept) {
  const res = await fetch(`${app.url}${path}`, { headers: { 'accept-encoding': accept } });
  // fetch decodes; the raw bytes come from a second request through node:http.
  const body = await rawBody(path, accept);
  const headers = {};
  for (const [k, v] of res.headers) if (!DROP.has(k)) headers[k] = v;
  // The 304's own headers too: the reference answers a matching ETag with the same bytes.
  const notModified = await fetch(`${app.url}${path}`, { headers: { 'accept-encoding': accept, 'if-none-match': res.headers.get('etag') } });
  const notModifiedHeaders = {};
  for (const [k, v] of notModified.headers) if (!DROP.has(k)) notModifiedHeaders[k] = v;
  return { path, etag: res.headers.get('etag'), headers, notModifiedHeaders, body: body.toString('base64'), bytes: body.length };
}
async function rawBody(path, accept) {
  const http = await import('node:http');
  return new Promise((resolve, reject) => {
    http
      .get(`${app.url}${path}`, { headers: { 'accept-encoding': accept } }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve(Buffer.concat(chunks)));
      })
      .on('error', reject);
  });
}

const captured = {
  poll: await capture('/api/site-content', 'identity'),
  home: await capture('/', 'br'),
  listing: await capture(`/listings/${listingId}`, 'br'),
  filtered: await capture(FILTERED, 'br'),
};

const bare = await startBare(Object.values(captured), { cpu: SERVER_CPU });
const bareUrl = bare.url;

function load(url, path, headers, connections, duration = SLICE_SECONDS) {
  return new Promise((resolve, reject) => {
    autocannon({ url: `${url}${path}`, connections, duration, headers }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

// A cached page: brotli (at least 50 % of bare) and its 304 (at least 70 %), p99 under 20 ms.
const pageCases = (label, c) => [
  { name: `${label} br`, c, headers: { 'accept-encoding': 'br' }, connections: PAGE_CONNECTIONS, budget: 50, p99: 20 },
  { name: `${label} 304`, c, headers: { 'accept-encoding': 'br', 'if-none-match': c.etag }, connections: PAGE_CONNECTIONS, budget: 70, p99: 20 },
];
const cases = [
  { name: 'poll 200 (identity)', c: captured.poll, headers: { 'accept-encoding': 'identity' }, connections: POLL_CONNECTIONS, budget: 70, p99: 10 },
  { name: 'poll 304', c: captured.poll, headers: { 'if-none-match': captured.poll.etag }, connections: POLL_CONNECTIONS, budget: 80, p99: 10 },
  ...pageCases('home', captured.home),
  ...pageCases('listing', captured.listing),
  ...pageCases('filtered home', captured.filtered),
].filter((c) => !ONLY || ONLY.test(c.name));

const fmt = (n, d = 0) => n.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });
// A 304 case expects 304s; any other status there, or anything but a 2xx elsewhere, is an error.
const bad = (r, k) => r.errors + (k.name.includes('304') ? r['1xx'] + r['2xx'] + r['4xx'] + r['5xx'] : r.non2xx);

const rows = [];
for (const k of cases) {
  // JIT warm-up for both servers, not measured.
  await load(bareUrl, k.c.path, k.headers, k.connections, 1);
  await load(app.url, k.c.path, k.headers, k.connections, 1);
  const ref = [await load(bareUrl, k.c.path, k.headers, k.connections)];
  const ours = [];
  for (let slice = 0; slice < SLICES; slice += 1) {
    ours.push(await load(app.url, k.c.path, k.headers, k.connections));
    ref.push(await load(bareUrl, k.c.path, k.headers, k.connections));
  }
  rows.push({ k, ref, ours });
}
const peakDuringLoad = app.peakRssMb();

console.log(
  `\n${SLICES} slices of ${SLICE_SECONDS} s per case for the app, each between two of the bare server's; ${canPin() ? `servers on CPU ${SERVER_CPU}, load generator on CPU ${CLIENT_CPU}` : 'not pinned (no taskset or one core)'}; poll ${POLL_CONNECTIONS} connections, pages ${PAGE_CONNECTIONS}; bodies: poll ${captured.poll.bytes} B, home ${captured.home.bytes} B br, listing ${captured.listing.bytes} B br, filtered ${captured.filtered.bytes} B br\nratio: the median, over the app slices whose two bare neighbours agree within ${fmt(STEADY * 100)} % ("steady"), of app / the neighbours' mean; rates and latencies: medians of all slices\n`,
);
console.log('path                | bare req/s | app req/s | ratio | steady | app p50 ms | app p99 ms | worst app p99 | bare p99 ms | errors');
console.log('--------------------|-----------:|----------:|------:|-------:|-----------:|-----------:|--------------:|------------:|-------');
const verdicts = [];
for (const { k, ref, ours } of rows) {
  const bareRate = median(ref.map((r) => r.requests.average));
  const appRate = median(ours.map((r) => r.requests.average));
  const sandwich = sandwichRatio(
    ours.map((r) => r.requests.average),
    ref.map((r) => r.requests.average),
    { steady: STEADY },
  );
  const { slices } = sandwich;
  const ratio = sandwich.ratio * 100;
  const steadyNote = `${sandwich.steadyCount}/${slices.length}`;
  if (process.env.BENCH_VERBOSE)
    console.error(
      `${k.name}: ${ours.map((r, i) => `bare ${fmt(ref[i].requests.average)} app ${fmt(r.requests.average)} (${fmt(slices[i].ratio * 100)} %${slices[i].steady ? '' : ', unsteady'})`).join('; ')}; bare ${fmt(ref.at(-1).requests.average)}`,
    );
  const p99 = median(ours.map((r) => r.latency.p99));
  const worstP99 = Math.max(...ours.map((r) => r.latency.p99));
  const errors = ours.reduce((n, r) => n + bad(r, k), 0);
  console.log(
    `${k.name.padEnd(19)} | ${fmt(bareRate).padStart(10)} | ${fmt(appRate).padStart(9)} | ${fmt(ratio).padStart(4)}% | ${steadyNote.padStart(6)} | ${fmt(median(ours.map((r) => r.latency.p50)), 1).padStart(10)} | ${fmt(p99, 1).padStart(10)} | ${fmt(worstP99, 1).padStart(13)} | ${fmt(median(ref.map((r) => r.latency.p99)), 1).padStart(11)} | ${errors}`,
  );
  const ok = ratio >= k.budget && p99 <= k.p99 && errors === 0;
  verdicts.push(
    `${k.name.padEnd(19)} ratio ${fmt(ratio)}% (budget >= ${k.budget}%${sandwich.allCounted && sandwich.steadyCount < slices.length ? `; machine unsteady: ${steadyNote} slices steady, all counted` : ''}), median p99 ${fmt(p99, 1)} ms (budget <= ${k.p99} ms)${errors ? `, ${errors} errors` : ''} ${ok ? 'ok' : 'OVER BUDGET'}`,
  );
}
console.log(`\n${verdicts.join('\n')}`);
console.log(`peak server RSS during the load runs: ${fmt(peakDuringLoad, 1)} MB (budget ${RSS_BUDGET_MB} MB)`);
bare.stop();

// Memory: distinct filter URLs, each a cache miss rendered once, 8 at a time. The cache is bounded
// (server/ssr/page-cache.ts), so RSS levels off instead of growing with the number of URLs.
if (FILTER_URLS > 0 && !ONLY) {
  const before = app.rssMb();
  const started = Date.now();
  let next = 0;
  const checkpoints = [];
  async function worker() {
    for (let i = next++; i < FILTER_URLS; i = next++) {
      // Valid, distinct searches (the normaliser keeps them apart), plus an unknown parameter that must not matter.
      const url = `/?minPrice=${100_000 + i}&maxPrice=${5_000_000 - (i % 97)}&beds=${i % 6}&utm_source=b${i}`;
      const res = await fetch(`${app.url}${url}`, { headers: { 'accept-encoding': 'br, gzip' } });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
      if ((i + 1) % Math.max(1, Math.floor(FILTER_URLS / 4)) === 0) checkpoints.push(`after ${i + 1}: ${fmt(app.rssMb(), 0)} MB`);
    }
  }
  await Promise.all(Array.from({ length: 8 }, worker));
  const seconds = (Date.now() - started) / 1000;
  console.log(
    `\n${FILTER_URLS.toLocaleString('en-US')} distinct filter URLs in ${fmt(seconds, 0)} s (${fmt(FILTER_URLS / seconds)} renders/s): RSS ${fmt(before, 0)} MB before, ${checkpoints.join(', ')}; peak of the whole run ${fmt(app.peakRssMb(), 0)} MB (budget ${RSS_BUDGET_MB} MB)`,
  );
  // The server collects its garbage once it has been quiet for 10-12.5 s (server/idle-memory.ts):
  // what stays is the process plus the bounded cache.
  await new Promise((r) => setTimeout(r, 15_000));
  console.log(`15 s after the last of them: RSS ${fmt(app.rssMb(), 0)} MB (idle budget ${IDLE_BUDGET_MB} MB plus the page cache's cap)`);
}

await app.stop();
