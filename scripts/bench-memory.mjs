// Start-up time and memory of the compiled production server (`npm run bench:memory`): for each
// of three fresh starts on a copy of the seed data, the time from spawning the process to the
// first answer of /api/site-content, resident memory (VmRSS) then, right after serving the home
// page and a listings page, and after 30 s with no traffic (V8 shrinks its heap once the process
// goes quiet, which is the memory a VPS pays for between visitors). Then what load costs: the
// peak memory of one 48-megapixel photo upload and of three at once (as the panel sends them),
// and how much a 5 s sign-in flood from one client grows the audit log and the memory. The
// hardening tests check that these are answered (tests/hardening/upload-load.test.ts,
// audit-log-growth.test.ts); the figures, which vary by machine, are this script's.
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { startServer } from './bench-lib.mjs';

const RUNS = Number(process.env.RUNS ?? 3);
const IDLE_MS = 30_000;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const mb = (n) => `${n.toFixed(0)} MB`;

for (let run = 1; run <= RUNS; run += 1) {
  const started = performance.now();
  const server = await startServer();
  const ready = (performance.now() - started) / 1000;
  const atReady = server.rssMb();
  for (const page of ['/', '/listings']) await (await fetch(server.url + page, { headers: { 'accept-encoding': 'br' } })).arrayBuffer();
  const afterPages = server.rssMb();
  await sleep(IDLE_MS);
  const idle = server.rssMb();
  console.log(
    `run ${run}: ready in ${ready.toFixed(2)} s; RSS at ready ${mb(atReady)}, after two pages ${mb(afterPages)}, idle 30 s later ${mb(idle)}`,
  );
  await server.stop();
}

const server = await startServer({ env: { BACKUP_INTERVAL_HOURS: '0' } });
const postJson = (pathname, body) =>
  fetch(server.url + pathname, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const { token } = await (await postJson('/api/admin/login', { username: 'admin', password: server.adminPassword })).json();

// 8000 x 6000 = 48 MP, under the 50 MP limit; one colour, so the file itself is small.
const grey = (width, height) =>
  sharp({ create: { width, height, channels: 3, background: { r: 128, g: 128, b: 128 } } })
    .png({ compressionLevel: 9 })
    .toBuffer();
const photo = await grey(8000, 6000);
const upload = async (bytes) => {
  const form = new FormData();
  form.append('image', new Blob([bytes], { type: 'image/png' }), 'photo.png');
  return (await fetch(`${server.url}/api/admin/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form })).status;
};
// Loads sharp in the server first, so the figures below are the photos' own.
await upload(await grey(64, 48));
for (const count of [1, 3]) {
  server.resetPeak();
  const start = server.rssMb();
  const statuses = await Promise.all(Array.from({ length: count }, () => upload(photo)));
  const peak = server.peakRssMb();
  console.log(`${count} x 48 MP upload: ${statuses.join(' ')}; RSS ${mb(start)} -> peak ${mb(peak)} (+${mb(peak - start)})`);
}

// Wrong passwords from one client, 20 connections for 5 s: all but the first few are refused
// with 429, and those must not each add a line to the audit log.
const auditDir = path.join(server.dataDir, 'audit');
const auditBytes = async () => {
  let total = 0;
  for (const name of await readdir(auditDir).catch(() => [])) total += (await stat(path.join(auditDir, name))).size;
  return total;
};
const before = await auditBytes();
server.resetPeak();
const floodStart = server.rssMb();
const statuses = {};
const floodEnd = Date.now() + 5000;
await Promise.all(
  Array.from({ length: 20 }, async () => {
    while (Date.now() < floodEnd) {
      const res = await postJson('/api/admin/login', { username: 'u'.repeat(100), password: 'x' }).catch(() => null);
      const key = res?.status ?? 'error';
      statuses[key] = (statuses[key] ?? 0) + 1;
      await res?.arrayBuffer();
    }
  }),
);
const floodPeak = server.peakRssMb();
console.log(
  `sign-in flood, 5 s x 20 connections: ${JSON.stringify(statuses)}; audit log grew ${((await auditBytes()) - before).toLocaleString('en-US')} bytes; RSS ${mb(floodStart)} -> peak ${mb(floodPeak)}`,
);
await server.stop();
