// npm run bench: the 1 Hz site-content poll against a bare node:http server returning the
// same bytes, measured back to back in the same run (the machine is shared and noisy, so the
// ratios matter, not the absolute numbers). Prints req/s, p50/p99, peak RSS and ratios.
import { fork } from 'node:child_process';
import autocannon from 'autocannon';
import { freePort, startServer } from './bench-lib.mjs';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = 2;

const app = await startServer();
const first = await fetch(`${app.url}/api/site-content`, { headers: { 'accept-encoding': 'identity' } });
const body = Buffer.from(await first.arrayBuffer());
const etag = first.headers.get('etag');

// The reference runs in its own process, like the app, so neither shares a core with autocannon's process.
const barePort = await freePort();
const bare = fork(new URL('./bench-bare.mjs', import.meta.url), [String(barePort), etag, body.toString('base64')]);
await new Promise((r) => bare.once('message', r));
const bareUrl = `http://127.0.0.1:${barePort}`;

function load(url, headers) {
  return new Promise((resolve, reject) => {
    autocannon({ url: `${url}/api/site-content`, connections: CONNECTIONS, duration: DURATION, headers }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

const rows = [];
const paths = [
  { name: '200 (full body)', headers: { 'accept-encoding': 'identity' } },
  { name: '304 (If-None-Match)', headers: { 'if-none-match': etag } },
];
for (let round = 1; round <= ROUNDS; round += 1) {
  for (const p of paths) {
    const ref = await load(bareUrl, p.headers);
    const ours = await load(app.url, p.headers);
    rows.push({ round, path: p.name, ref, ours });
  }
}
const peak = app.peakRssMb();

const fmt = (n, d = 0) => n.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });
console.log(`\nGET /api/site-content, ${CONNECTIONS} connections, ${DURATION}s per run, body ${body.length} bytes\n`);
console.log('round | path                | bare req/s | app req/s | ratio | app p50 ms | app p99 ms | errors/non-2xx');
console.log('------|---------------------|-----------:|----------:|------:|-----------:|-----------:|---------------');
const summary = {};
for (const r of rows) {
  const ratio = r.ours.requests.average / r.ref.requests.average;
  (summary[r.path] ??= []).push(ratio);
  console.log(
    `${String(r.round).padEnd(5)} | ${r.path.padEnd(19)} | ${fmt(r.ref.requests.average).padStart(10)} | ${fmt(r.ours.requests.average).padStart(9)} | ${fmt(ratio * 100, 0).padStart(4)}% | ${fmt(r.ours.latency.p50, 1).padStart(10)} | ${fmt(r.ours.latency.p99, 1).padStart(10)} | ${r.ours.errors + r.ours.non2xx - (r.path.startsWith('304') ? r.ours.non2xx : 0)}`,
  );
}
console.log(`\npeak server RSS during the run: ${fmt(peak, 1)} MB (budget 200 MB)`);
for (const [p, ratios] of Object.entries(summary)) {
  const budget = p.startsWith('304') ? 80 : 70;
  const mean = (ratios.reduce((a, b) => a + b, 0) / ratios.length) * 100;
  console.log(`${p}: mean ratio ${fmt(mean, 0)}% of bare node:http over ${ratios.length} rounds (budget >= ${budget}%)`);
}
const p99 = Math.max(...rows.map((r) => r.ours.latency.p99));
console.log(`worst app p99: ${fmt(p99, 1)} ms (budget <= 10 ms)`);

bare.kill();
await app.stop();
