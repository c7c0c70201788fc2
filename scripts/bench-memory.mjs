// Start-up time and memory of the compiled production server (`npm run bench:memory`): for each
// of three fresh starts on a copy of the seed data, the time from spawning the process to the
// first answer of /api/site-content, resident memory (VmRSS) then, right after serving the home
// page and a listings page, and after 30 s with no traffic (V8 shrinks its heap once the process
// goes quiet, which is the memory a VPS pays for between visitors).
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
