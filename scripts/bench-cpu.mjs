// npm run bench:cpu: CPU time per answer of the production server against the bare node:http
// reference, on one cached page's 304 (the answer whose cost is nearly all per-request work).
// Requests per second on a shared 2-core machine swing by half from one minute to the next, and
// at ~48,000 answers a second the one-core load generator is near its own limit; the server's
// own CPU time (/proc/<pid>/stat) over a fixed number of requests is the steadier measure.
//
//   CPU_BUILDS=dist/base,dist/client npm run bench:cpu   (each a CLIENT_DIR build; default dist/client)
//   CPU_PATH=/listings/<id>  CPU_REQUESTS=60000  CPU_ROUNDS=7  CPU_PROCESSES=3
//
// Every server runs on core 0 and the load generator on core 1; rounds go through the servers in
// turn, so a slow patch of the machine hits each of them alike. Each build runs as CPU_PROCESSES
// separate server processes: one process of a build can be steadily 3-5 µs faster or slower than
// another process of the same build (its heap and code layout), so one process per build cannot
// tell builds apart. Prints, per build, the median over all its processes' rounds, and each
// process's median.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { pinSelf, startBare, startServer } from './bench-lib.mjs';

const SERVER_CPU = 0;
await pinSelf(1);

const builds = (process.env.CPU_BUILDS ?? process.env.CLIENT_DIR ?? 'dist/client').split(',');
const PATH = process.env.CPU_PATH ?? '/';
const REQUESTS = Number(process.env.CPU_REQUESTS ?? 60_000);
const ROUNDS = Number(process.env.CPU_ROUNDS ?? 7);
const PROCESSES = Number(process.env.CPU_PROCESSES ?? 3);
const CONNECTIONS = 50;
const TICK_US = 1_000_000 / 100; // /proc/<pid>/stat counts in clock ticks of 10 ms (USER_HZ 100)

/** User plus system time of a process (all its threads), in clock ticks. */
function cpuTicks(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

const DROP = new Set(['date', 'connection', 'keep-alive', 'content-length', 'x-request-id']);
const servers = [];
for (let copy = 0; copy < PROCESSES; copy += 1)
  for (const dir of builds) {
    process.env.CLIENT_DIR = dir;
    const app = await startServer({ cpu: SERVER_CPU });
    // Rendered, then asked for again (kept in the cache, brotli upgraded): a warm cached page.
    for (let n = 0; n < 3; n += 1) await (await fetch(`${app.url}${PATH}`, { headers: { 'accept-encoding': 'br' } })).arrayBuffer();
    const first = await fetch(`${app.url}${PATH}`, { headers: { 'accept-encoding': 'br' } });
    await first.arrayBuffer();
    const etag = first.headers.get('etag');
    const notModified = await fetch(`${app.url}${PATH}`, { headers: { 'accept-encoding': 'br', 'if-none-match': etag } });
    if (notModified.status !== 304) throw new Error(`${dir}: ${PATH} did not answer 304 to its own ETag`);
    const headers = {};
    for (const [k, v] of notModified.headers) if (!DROP.has(k)) headers[k] = v;
    servers.push({ build: dir, name: `${dir} #${copy + 1}`, url: app.url, pid: app.pid, etag, headers, stop: app.stop });
  }

// The reference answers the same 304 (the first build's headers) with the same ETag rule.
const bare = await startBare([{ path: PATH, etag: servers[0].etag, headers: {}, notModifiedHeaders: servers[0].headers, body: '' }], {
  cpu: SERVER_CPU,
});
const all = [{ name: 'bare node:http', url: bare.url, pid: bare.pid, etag: servers[0].etag }, ...servers];

const load = (server, amount) =>
  new Promise((resolve, reject) =>
    autocannon(
      { url: `${server.url}${PATH}`, connections: CONNECTIONS, amount, headers: { 'accept-encoding': 'br', 'if-none-match': server.etag } },
      (err, result) => (err ? reject(err) : resolve(result)),
    ),
  );

for (const server of all) await load(server, 20_000); // JIT warm-up, not measured
const perRequest = new Map(all.map((s) => [s, []]));
for (let round = 0; round < ROUNDS; round += 1) {
  for (const server of all) {
    const before = cpuTicks(server.pid);
    const result = await load(server, REQUESTS);
    const after = cpuTicks(server.pid);
    if (result['3xx'] < REQUESTS * 0.99) throw new Error(`${server.name} answered ${result['3xx']} of ${REQUESTS} with a 304`);
    perRequest.get(server).push(((after - before) * TICK_US) / REQUESTS);
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const bareMedian = median(perRequest.get(all[0]));
console.log(
  `\nCPU per 304 of ${PATH}, ${REQUESTS.toLocaleString('en-US')} requests per round, ${CONNECTIONS} connections, ${ROUNDS} rounds through every server in turn, ${PROCESSES} processes per build:\n`,
);
console.log(
  `${'bare node:http'.padEnd(28)} median ${bareMedian.toFixed(1).padStart(5)} µs   rounds: ${perRequest
    .get(all[0])
    .map((v) => v.toFixed(1))
    .join(' ')}`,
);
for (const dir of builds) {
  const mine = servers.filter((s) => s.build === dir);
  const m = median(mine.flatMap((s) => perRequest.get(s)));
  const perProcess = mine.map((s) => median(perRequest.get(s)).toFixed(1)).join(' / ');
  console.log(
    `${dir.padEnd(28)} median ${m.toFixed(1).padStart(5)} µs (bare's cost is ${Math.round((bareMedian / m) * 100)} % of it)   per process: ${perProcess}`,
  );
}

bare.stop();
for (const server of servers) await server.stop();
